import { performance } from 'node:perf_hooks'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/tables.ts'
import { openTestDatabase } from '../tests/api/helpers/testDatabase.ts'
import { markStockMovement } from '../domain/stock/stockMovements.ts'

const ROUNDS = 3
const TAKES = 300

/**
 * What the stock ledger (migration 0068) adds to taking an order's stock: `TAKES` transactions
 * each take one piece of a size as `takeStock` does (its reason, then `qty = qty - 1 where
 * qty >= 1`), with the ledger's trigger on (the movement row written) and off (the update
 * alone), alternating `ROUNDS` times. On PGlite, or on PostgreSQL with `TEST_DATABASE_URL`.
 * `npm run bench:stock`.
 */
async function main() {
  const database = await openTestDatabase()
  const db = database.db
  try {
    const { rows } = await sql<{ sku: string }>`
      select sku from product where type = 'simple' and parent_sku is not null order by sku limit 1`.execute(
      db,
    )
    const sku = rows[0]!.sku
    await db
      .updateTable('product')
      .set({ qty: 1_000_000, is_in_stock: true })
      .where('sku', '=', sku)
      .execute()
    const timings = { on: [] as number[], off: [] as number[] }
    for (let round = 0; round < ROUNDS; round += 1)
      for (const ledger of ['on', 'off'] as const) {
        await sql`alter table product ${sql.raw(ledger === 'on' ? 'enable' : 'disable')} trigger stock_movement_update`.execute(
          db,
        )
        timings[ledger].push(await takeMany(db, sku, ledger === 'on'))
      }
    await sql`alter table product enable trigger stock_movement_update`.execute(db)
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const on = median(timings.on)
    const off = median(timings.off)
    console.log(
      JSON.stringify({
        where: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
        takes: TAKES,
        perTakeMsWithLedger: Number(on.toFixed(3)),
        perTakeMsWithout: Number(off.toFixed(3)),
        addedMs: Number((on - off).toFixed(3)),
      }),
    )
  } finally {
    await database.close()
  }
}

/** Milliseconds per transaction taking one piece, `TAKES` times. */
async function takeMany(db: Kysely<Database>, sku: string, withReason: boolean): Promise<number> {
  const started = performance.now()
  for (let take = 0; take < TAKES; take += 1)
    await db.transaction().execute(async (trx) => {
      if (withReason) await markStockMovement(trx, { kind: 'order', reference: 'bench' })
      await trx
        .updateTable('product')
        .set({ qty: sql`qty - 1`, is_in_stock: sql`qty - 1 > 0` })
        .where('sku', '=', sku)
        .where('is_in_stock', '=', true)
        .where('qty', '>=', 1)
        .execute()
    })
  return (performance.now() - started) / TAKES
}

await main()
