import { rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { loadConfig } from '../../../server/config.ts'
import { openDatabase, type ShopDatabase } from '../openDatabase.ts'
import { migrate } from '../migrate.ts'
import { seedDatabase, DEFAULT_PRODUCT_COUNT } from '../seed/seedDatabase.ts'

/** What the db:* npm scripts do. */
export type DatabaseCommand = 'migrate' | 'seed' | 'reset' | 'generate'

const TABLES = [
  'listing_value', 'search_vocabulary', 'search_synonym', 'search_lexeme', 'stock_alert', 'country', 'feature_flag', 'pickup_point', 'custom_link', 'translation', 'url_rewrite', 'faq_entry', 'cms_block', 'cms_page',
  'product_review', 'bundle_selection', 'bundle_option', 'custom_option_value', 'custom_option', 'tier_price', 'product_attribute', 'product_category',
  'product_translation', 'product', 'category_translation', 'category', 'media', 'attribute_option', 'attribute', 'schema_migration',
]

async function dropTables(database: ShopDatabase): Promise<void> {
  for (const table of TABLES) await sql`drop table if exists ${sql.table(table)} cascade`.execute(database.db)
  for (const fn of ['refresh_listing_columns()', 'refresh_listing_values()', 'listing_facets_of(text, numeric)', 'refresh_search_documents()', 'search_query_present(text, text)', 'search_config(text)']) await sql`drop function if exists ${sql.raw(fn)}`.execute(database.db)
}

/**
 * Runs a database command on the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR/db): migrate; seed an empty catalogue; reset (drop everything, then migrate and
 * seed); generate (reset with `--products N` products, for benchmarks).
 */
export async function runDatabaseCommand(command: DatabaseCommand, argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { products: { type: 'string' }, seed: { type: 'string' } }, allowPositionals: false })
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products)
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000) throw new Error(`--products must be an integer from 1 to 1000000, got "${values.products}"`)
  const config = loadConfig()
  const pgliteDir = path.join(config.dataDir, 'db')
  if ((command === 'reset' || command === 'generate') && !config.databaseUrl) rmSync(pgliteDir, { recursive: true, force: true })
  const started = performance.now()
  const database = await openDatabase({ pgliteDir, databaseUrl: config.databaseUrl, prepare: false })
  try {
    if ((command === 'reset' || command === 'generate') && config.databaseUrl) await dropTables(database)
    const applied = await migrate(database.db)
    console.log(applied.length > 0 ? `applied migrations: ${applied.join(', ')}` : 'migrations up to date')
    if (command === 'migrate') return
    const existing = await database.db.selectFrom('product').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()
    if (existing.count > 0) {
      console.log(`the catalogue already has ${existing.count} products; run npm run db:reset to start again`)
      return
    }
    await seedDatabase(database.db, { products, ...(values.seed ? { seed: Number(values.seed) } : {}) })
    const total = await database.db.selectFrom('product').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()
    console.log(`seeded ${products} products (${total.count} rows with variants and bundles) in ${Math.round(performance.now() - started)} ms on ${database.kind}`)
  } finally {
    await database.close()
  }
}

/** Entry point of the scripts: `tsx databaseCommand.ts <command> [--products N]`. */
if (import.meta.main) {
  const [command, ...rest] = process.argv.slice(2)
  if (command !== 'migrate' && command !== 'seed' && command !== 'reset' && command !== 'generate') {
    console.error('usage: databaseCommand.ts migrate|seed|reset|generate [--products N] [--seed N]')
    process.exit(2)
  }
  runDatabaseCommand(command, rest).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
