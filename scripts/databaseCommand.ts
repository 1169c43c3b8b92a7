import { rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../db/openDatabase.ts'
import { assertPgliteFolderFree } from '../db/pgliteFolderLock.ts'
import { migrate } from '../db/migrate.ts'
import { dropShopObjects } from '../db/dropShopObjects.ts'
import { seedDatabase, DEFAULT_PRODUCT_COUNT } from '../db/seed/seedDatabase.ts'
import { generateOrders } from '../db/seed/generatedOrders.ts'
import { generateCustomers } from '../db/seed/generatedCustomers.ts'

/** What the db:* npm scripts do. */
export type DatabaseCommand = 'migrate' | 'seed' | 'reset' | 'generate'

/**
 * Runs a database command on the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR/db): migrate; seed an empty catalogue; reset (drop everything, then migrate and
 * seed); generate (reset with `--products N` products, `--orders N` orders and a quarter as many
 * registered customers, for benchmarks).
 */
export async function runDatabaseCommand(command: DatabaseCommand, argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { products: { type: 'string' }, orders: { type: 'string' }, seed: { type: 'string' } },
    allowPositionals: false,
  })
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products)
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000)
    throw new Error(`--products must be an integer from 1 to 1000000, got "${values.products}"`)
  const orders = values.orders === undefined ? 0 : Number(values.orders)
  if (!Number.isInteger(orders) || orders < 0 || orders > 10_000_000)
    throw new Error(`--orders must be an integer from 0 to 10000000, got "${values.orders}"`)
  if (orders > 0 && command !== 'generate') throw new Error('--orders goes with db:generate only')
  const config = loadConfig()
  const pgliteDir = path.join(config.dataDir, 'db')
  if ((command === 'reset' || command === 'generate') && !config.databaseUrl) {
    // Deleting the folder under a running shop would not even stop it from writing it back.
    assertPgliteFolderFree(pgliteDir)
    rmSync(pgliteDir, { recursive: true, force: true })
  }
  const started = performance.now()
  const database = await openDatabase({ pgliteDir, databaseUrl: config.databaseUrl, prepare: false })
  try {
    if ((command === 'reset' || command === 'generate') && config.databaseUrl)
      await dropShopObjects(database.db)
    const applied = await migrate(database.db)
    console.log(applied.length > 0 ? `applied migrations: ${applied.join(', ')}` : 'migrations up to date')
    if (command === 'migrate') return
    const existing = await database.db
      .selectFrom('product')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
    if (existing.count > 0) {
      console.log(`the catalogue already has ${existing.count} products; run npm run db:reset to start again`)
      return
    }
    await seedDatabase(database.db, { products, ...(values.seed ? { seed: Number(values.seed) } : {}) })
    const total = await database.db
      .selectFrom('product')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow()
    console.log(
      `seeded ${products} products (${total.count} rows with variants and bundles) in ${Math.round(performance.now() - started)} ms on ${database.kind}`,
    )
    if (orders > 0) {
      const ordersStarted = performance.now()
      await generateOrders(database.db, orders)
      // Registered customers in the proportion of a shop where most buyers order once or twice.
      const customers = Math.round(orders / 4)
      await generateCustomers(database.db, customers)
      console.log(
        `generated ${orders} orders and ${customers} customers in ${Math.round(performance.now() - ordersStarted)} ms`,
      )
    }
  } finally {
    await database.close()
  }
}

/** Entry point of the scripts: `tsx databaseCommand.ts <command> [--products N] [--orders N]`. */
if (import.meta.main) {
  const [command, ...rest] = process.argv.slice(2)
  if (command !== 'migrate' && command !== 'seed' && command !== 'reset' && command !== 'generate') {
    console.error(
      'usage: databaseCommand.ts migrate|seed|reset|generate [--products N] [--orders N] [--seed N]',
    )
    process.exit(2)
  }
  runDatabaseCommand(command, rest).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
