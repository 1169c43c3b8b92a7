import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/openDatabase.ts'
import { copySeededTemplate } from '../../db/seedTemplate.ts'
import { startShopProcess, type ShopProcess } from '../helpers/shopProcess.ts'

const root = path.resolve(import.meta.dirname, '../..')
/** The PGlite shop's data folder, shared by the shop process and the commands run beside it. */
let dataDir: string
let shop: ShopProcess | null = null
let sku: string
let startQty: number

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-commands-'))
  await copySeededTemplate(path.join(root, 'var', 'test-template'), path.join(dataDir, 'db'))
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), prepare: false })
  const variant = await database.db
    .selectFrom('product')
    .select(['sku', 'qty'])
    .where('type', '=', 'simple')
    .where('parent_sku', 'is not', null)
    .orderBy('sku')
    .executeTakeFirstOrThrow()
  await database.close()
  sku = variant.sku
  startQty = variant.qty
}, 120_000)
afterAll(async () => {
  await shop?.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Runs a package script's file as `npm run` does (through tsx) on the shop's PGlite folder: its exit code and what it printed. */
function runCommand(script: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  )
}

async function stockOf(variantSku: string): Promise<number> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), prepare: false })
  try {
    return (
      await database.db
        .selectFrom('product')
        .select('qty')
        .where('sku', '=', variantSku)
        .executeTakeFirstOrThrow()
    ).qty
  } finally {
    await database.close()
  }
}

describe('commands on the PGlite folder of a running shop', () => {
  it('are refused with the shop’s PID and DATA_DIR while it runs, change nothing, and work once it stopped', async () => {
    shop = await startShopProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' })
    const newQty = startQty + 37

    const refused = await runCommand('scripts/setStockCommand.ts', [sku, String(newQty)])
    expect(refused.code).not.toBe(0)
    expect(refused.output).toContain(`The shop (PID ${shop.child.pid}) runs on DATA_DIR ${dataDir}`)
    expect(refused.output).toContain(
      'Stop the shop first, or run the shop and this command on PostgreSQL (DATABASE_URL).',
    )
    const reset = await runCommand('scripts/databaseCommand.ts', ['reset'])
    expect(reset.code).not.toBe(0)
    expect(reset.output).toContain(`The shop (PID ${shop.child.pid}) runs on DATA_DIR ${dataDir}`)
    // The shop still serves its data: the reset deleted nothing.
    expect((await fetch(`${shop.origin}/readyz`)).status).toBe(200)

    shop.child.kill('SIGTERM')
    expect(await shop.exited).toBe(0)
    expect(await stockOf(sku)).toBe(startQty)
    const done = await runCommand('scripts/setStockCommand.ts', [sku, String(newQty)])
    expect(done).toMatchObject({
      code: 0,
      output: expect.stringContaining(`${sku}: stock ${startQty} → ${newQty}`),
    })
    expect(await stockOf(sku)).toBe(newQty)
  }, 240_000)
})
