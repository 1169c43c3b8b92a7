import path from 'node:path'
import { sql } from 'kysely'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { listOrders, type OrderListQuery } from '../domain/backoffice/orderList.ts'
import { COMMAND_LINE_STAFF } from '../domain/backoffice/backOfficeActor.ts'

const WARMUP = 20
const SAMPLES = 200
/** Orders whose number, e-mail, name and postcode are searched (each sample takes the next). */
const SEARCHED_ORDERS = 100

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

/**
 * `npm run bench:admin`: the back office's order list on the configured database (DATABASE_URL,
 * else PGlite in DATA_DIR/db; fill it with `npm run db:generate -- --products 50000 --orders
 * 100000`): p50 and p95 of a page of the list (unfiltered, and filtered by store and status), and of
 * searches by e-mail (whole and its start), number, name and postcode of orders spread over the table.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase({
    pgliteDir: path.join(config.dataDir, 'db'),
    databaseUrl: config.databaseUrl,
    prepare: false,
  })
  try {
    const { count } = await database.db
      .selectFrom('shop_order')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
    if (count === 0) throw new Error('no orders: run npm run db:generate -- --orders 100000 first')
    const searched = await database.db
      .selectFrom('shop_order')
      .innerJoin('order_address', (join) =>
        join.onRef('order_address.order_id', '=', 'shop_order.id').on('order_address.kind', '=', 'billing'),
      )
      .select(['shop_order.number', 'shop_order.email', 'order_address.lastname', 'order_address.postcode'])
      .where(sql<boolean>`shop_order.id % ${Math.max(1, Math.floor(count / SEARCHED_ORDERS))} = 0`)
      .limit(SEARCHED_ORDERS)
      .execute()
    const pick = (index: number) => searched[index % searched.length]!
    const cases: [string, (index: number) => OrderListQuery][] = [
      ['list', () => ({})],
      [
        'list store+status',
        (i) => ({ storeKey: ['b2c_fr', 'b2c_de', 'b2c_it', 'b2c_en'][i % 4], status: 'processing' }),
      ],
      ['list by total', () => ({ sort: 'total_desc' })],
      ['search e-mail', (i) => ({ search: pick(i).email })],
      ['search e-mail start', (i) => ({ search: pick(i).email.slice(0, 8) })],
      ['search number', (i) => ({ search: pick(i).number })],
      ['search name', (i) => ({ search: pick(i).lastname })],
      ['search postcode', (i) => ({ search: pick(i).postcode })],
    ]
    console.log(
      `${count} orders on ${database.kind}, ${SAMPLES} samples per case (50 a page, with the count)`,
    )
    for (const [name, query] of cases) {
      for (let i = 0; i < WARMUP; i += 1) await listOrders(database.db, COMMAND_LINE_STAFF, query(i))
      const timings: number[] = []
      let matches = 0
      for (let i = 0; i < SAMPLES; i += 1) {
        const started = performance.now()
        const page = await listOrders(database.db, COMMAND_LINE_STAFF, query(i))
        timings.push(performance.now() - started)
        if (page.ok) matches += page.total
      }
      timings.sort((a, b) => a - b)
      console.log(
        `${name.padEnd(20)} p50 ${percentile(timings, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(timings, 0.95).toFixed(1).padStart(6)} ms   ${Math.round(matches / SAMPLES)} matches on average`,
      )
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
