import { rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { loadConfig } from '../server/config.ts'
import { openDatabase, type ShopDatabase } from '../db/openDatabase.ts'
import { assertPgliteFolderFree } from '../db/pgliteFolderLock.ts'
import { migrate } from '../db/migrate.ts'
import { seedDatabase, DEFAULT_PRODUCT_COUNT } from '../db/seed/seedDatabase.ts'
import { generateOrders } from '../db/seed/generatedOrders.ts'
import { generateCustomers } from '../db/seed/generatedCustomers.ts'

/** What the db:* npm scripts do. */
export type DatabaseCommand = 'migrate' | 'seed' | 'reset' | 'generate'

/**
 * Drops everything the migrations made in the shop's schema (tables with their data, sequences,
 * functions), asking PostgreSQL what is there so no table added by a later migration is left
 * behind. What belongs to an extension (pg_trgm, unaccent) stays.
 */
async function dropTables(database: ShopDatabase): Promise<void> {
  const notOfExtension = (catalog: string) =>
    sql`not exists (select 1 from pg_depend d where d.classid = ${sql.raw(`'${catalog}'::regclass`)} and d.objid = o.oid and d.deptype = 'e')`
  const tables = await sql<{
    name: string
  }>`select o.relname as name from pg_class o where o.relnamespace = current_schema()::regnamespace and o.relkind in ('r', 'p') and ${notOfExtension('pg_class')}`.execute(
    database.db,
  )
  for (const { name } of tables.rows)
    await sql`drop table if exists ${sql.table(name)} cascade`.execute(database.db)
  const sequences = await sql<{
    name: string
  }>`select o.relname as name from pg_class o where o.relnamespace = current_schema()::regnamespace and o.relkind = 'S' and ${notOfExtension('pg_class')}`.execute(
    database.db,
  )
  for (const { name } of sequences.rows)
    await sql`drop sequence if exists ${sql.table(name)} cascade`.execute(database.db)
  const functions = await sql<{
    signature: string
  }>`select o.oid::regprocedure::text as signature from pg_proc o where o.pronamespace = current_schema()::regnamespace and ${notOfExtension('pg_proc')}`.execute(
    database.db,
  )
  for (const { signature } of functions.rows)
    await sql`drop function if exists ${sql.raw(signature)} cascade`.execute(database.db)
}

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
    if ((command === 'reset' || command === 'generate') && config.databaseUrl) await dropTables(database)
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
