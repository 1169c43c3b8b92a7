import { execFile } from 'node:child_process'
import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const generatedDir = 'graphql/schema/generated'
const checkDir = 'var/codegen-check-server'

// Prettier skips git-ignored var/, so the fresh output is formatted here as the hook formats it.
const formatted = async (text: string, filepath: string) =>
  format(text, { ...(await resolveConfig(filepath)), filepath })

describe('generated resolver types and resolver map', () => {
  // It runs the whole code generator: 10–20 s on a busy 2-core machine.
  it('match the SDL, the mappers files and the resolver files (run `npm run codegen` when this fails)', async () => {
    await rm(checkDir, { recursive: true, force: true })
    // Under NODE_ENV=test the generator prints nothing, failures included.
    const codegen = [
      'node_modules/@graphql-codegen/cli/cjs/bin.js',
      '--config',
      'graphql/schema/codegen/codegen.ts',
    ]
    await run(process.execPath, codegen, {
      env: { ...process.env, NODE_ENV: 'production', SHOP_SERVER_CODEGEN_OUT: `${checkDir}/` },
    }).catch((error: { stdout?: string; stderr?: string }) => {
      const output = `${error.stdout ?? ''}\n${error.stderr ?? ''}`.trim().split('\n')
      throw new Error(`GraphQL Code Generator failed:\n${output.slice(-12).join('\n')}`)
    })

    const files = (await readdir(generatedDir)).sort()
    expect((await readdir(checkDir)).sort()).toEqual(files)
    for (const file of files) {
      const committedPath = join(generatedDir, file)
      const committed = await readFile(committedPath, 'utf8')
      const fresh = await formatted(await readFile(join(checkDir, file), 'utf8'), committedPath)
      expect(fresh, `${committedPath} is stale`).toBe(committed)
    }
    await rm(checkDir, { recursive: true, force: true })
  }, 120_000)
})
