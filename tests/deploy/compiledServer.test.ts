import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productionNodeArguments } from '../../server/productionProcess.ts'
import { startShopProcess, type ShopProcess } from '../helpers/shopProcess.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The compiled server started with `env`, until it exits: its exit code and what it printed. */
function runCompiledServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, productionNodeArguments(), {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

describe('the compiled server (dist/node/server.mjs, what npm run serve and the image run)', () => {
  let shop: ShopProcess
  beforeAll(async () => {
    shop = await startShopProcess({ NODE_ENV: 'production', DATABASE_URL: '' })
  })
  afterAll(async () => {
    await shop.dispose()
  })

  it('migrates and seeds an empty database on its first start, then serves pages: it finds the files it reads', async () => {
    // Migrations, the seed, the API's SDL and the PDF fonts are read while it starts; pages render from dist/.
    for (const url of ['/en/', '/fr/product/SL-00001', '/de/impressum', '/admin/login']) {
      const response = await fetch(`${shop.origin}${url}`)
      expect(response.status, url).toBe(200)
    }
    expect(await (await fetch(`${shop.origin}/de/impressum`)).text()).toContain('lang="de-DE"')
  })

  it('exits 1 when a setting is wrong, its stack trace mapped back to the TypeScript sources', async () => {
    const { code, output } = await runCompiledServer({ PAYMENT_PROVIDER: 'no-such-provider' })
    expect(code).toBe(1)
    expect(output).toContain('PAYMENT_PROVIDER must be one of')
    expect(output).toMatch(/server\/config\.ts:\d+:\d+/)
    expect(output).not.toMatch(/server\.mjs:\d+:\d+/)
  })
})
