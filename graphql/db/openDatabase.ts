import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { createPglitePool } from './pglitePool.ts'
import { migrate } from './migrate.ts'
import { seedDatabase, type SeedOptions } from './seed/seedDatabase.ts'
import { ensureSearchSynonyms } from './seed/loadSearchSynonyms.ts'
import { ensureLegalPageTexts } from './seed/ensureLegalPages.ts'
import { ensurePlaceholderAlt } from './seed/ensurePlaceholderAlt.ts'
import type { Database } from './tables.ts'

/** Where the shop's data lives: embedded PGlite files, or a PostgreSQL server. */
export interface DatabaseLocation {
  /** PGlite data folder; used when `databaseUrl` is absent. */
  pgliteDir?: string
  /** PostgreSQL connection string. */
  databaseUrl?: string
  /** PostgreSQL schema to work in (created when missing); tests use one per run. */
  schema?: string
}

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions extends DatabaseLocation {
  /** Migrate, and seed an empty catalogue (default true). */
  prepare?: boolean
  seed?: SeedOptions
}

/** An open shop database with its typed query builder. */
export interface ShopDatabase {
  db: Kysely<Database>
  kind: 'pglite' | 'postgres'
  /** Number of SQL statements sent since opening (tests use it to prove listings are N+1 free). */
  statementCount(): number
  close(): Promise<void>
}

const NUMERIC_OID = 1700
const INT8_OID = 20


async function openPglite(dataDir: string): Promise<PGlite> {
  mkdirSync(path.dirname(dataDir), { recursive: true })
  return PGlite.create(dataDir, {
    extensions: { unaccent, pg_trgm },
    parsers: { [NUMERIC_OID]: Number, [INT8_OID]: Number },
  })
}

function openPostgresPool(databaseUrl: string, schema: string | undefined): pg.Pool {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === NUMERIC_OID || oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format ?? 'text'),
  }
  const options = schema ? `-c search_path=${schema},public` : undefined
  return new pg.Pool({ connectionString: databaseUrl, max: 10, types, options })
}

/**
 * Opens the shop database: PostgreSQL when `databaseUrl` is set, else PGlite in
 * `pgliteDir`. With `prepare` (the default) it applies pending migrations and seeds an empty
 * catalogue, so a fresh checkout starts with a browsable shop.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<ShopDatabase> {
  let statements = 0
  const log = () => {
    statements += 1
  }
  let db: Kysely<Database>
  let closeDriver: () => Promise<void>
  let kind: ShopDatabase['kind']
  if (options.databaseUrl) {
    if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`Invalid schema name ${options.schema}`)
    const pool = openPostgresPool(options.databaseUrl, options.schema)
    if (options.schema) await pool.query(`create schema if not exists ${options.schema}`)
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log })
    closeDriver = async () => {}
    kind = 'postgres'
  } else {
    if (!options.pgliteDir) throw new Error('openDatabase needs pgliteDir or databaseUrl')
    const pglite = await openPglite(options.pgliteDir)
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPglitePool(pglite) }), log })
    closeDriver = () => pglite.close()
    kind = 'pglite'
  }
  const shopDatabase: ShopDatabase = {
    db,
    kind,
    statementCount: () => statements,
    async close() {
      await db.destroy()
      await closeDriver()
    },
  }
  if (options.prepare !== false) await prepareDatabase(shopDatabase, options.seed)
  return shopDatabase
}

/**
 * Applies migrations and seeds the catalogue when it has no product yet; a catalogue seeded
 * before the search synonyms existed gets them, its legal pages and the placeholder picture's
 * alt text get the current texts.
 */
export async function prepareDatabase(shopDatabase: ShopDatabase, seed?: SeedOptions): Promise<void> {
  await migrate(shopDatabase.db)
  const { count } = await shopDatabase.db
    .selectFrom('product')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  if (count === 0) await seedDatabase(shopDatabase.db, seed)
  else {
    await ensureSearchSynonyms(shopDatabase.db)
    await ensureLegalPageTexts(shopDatabase.db)
    await ensurePlaceholderAlt(shopDatabase.db)
  }
}

