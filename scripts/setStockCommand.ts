import { loadConfig } from '../server/config.ts'
import path from 'node:path'
import { openDatabase } from '../db/openDatabase.ts'
import { migrate } from '../db/migrate.ts'
import { setStock } from '../domain/backoffice/stockEditing.ts'
import { COMMAND_LINE_STAFF } from '../domain/backoffice/backOfficeActor.ts'

/**
 * `npm run stock:set -- <sku> <qty>`: sets a variant's stock on the configured database
 * (DATABASE_URL, else PGlite in DATA_DIR/db) through the back office's rule, recorded in the
 * audit log as `command line`. Alerts waiting for it are written to the outbox in the same
 * transaction; the running shop's outbox worker sends them.
 */
export async function runSetStockCommand(argv: string[]): Promise<string> {
  const [sku, qtyText] = argv
  const qty = Number(qtyText)
  if (!sku || qtyText === undefined || !Number.isInteger(qty) || qty < 0)
    throw new Error('usage: npm run stock:set -- <sku> <qty> (qty a whole number from 0)')
  const config = loadConfig()
  const database = await openDatabase({
    pgliteDir: path.join(config.dataDir, 'db'),
    databaseUrl: config.databaseUrl,
    prepare: false,
  })
  try {
    await migrate(database.db)
    const outcome = await setStock(database.db, COMMAND_LINE_STAFF, config.stores, { sku, qty }, new Date())
    if (!outcome.ok) throw new Error(`no variant or simple product has the sku "${sku}"`)
    const { change } = outcome
    return `${sku}: stock ${change.previousQty} → ${change.qty}, ${change.alertsSent} stock alert e-mail(s) queued`
  } finally {
    await database.close()
  }
}

if (import.meta.main) {
  runSetStockCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
