import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import type { Database } from './tables.ts'
import { PROJECT_ROOT } from '../config/projectRoot.ts'

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'db', 'migrations')
const MIGRATION_LOCK_KEY = 7_273_101

/** The names of the migrations this version of the shop has, in the order they apply. */
export async function knownMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()
}

/**
 * Applies the SQL files of `migrations/` that have not run yet, in name order, each in its
 * own transaction, and records them in `schema_migration`. Returns the names it applied.
 */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  await sql`create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())`.execute(
    db,
  )
  const applied = new Set(
    (await db.selectFrom('schema_migration').select('name').execute()).map((row) => row.name),
  )
  const pending = (await knownMigrations()).filter((name) => !applied.has(name))
  for (const name of pending) {
    const text = await readFile(path.join(MIGRATIONS_DIR, name), 'utf8')
    await db.transaction().execute(async (trx) => {
      // Several servers (or test files) may start at once: one applies, the others skip.
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx)
      const done = await trx
        .selectFrom('schema_migration')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst()
      if (done) return
      await sql.raw(text).execute(trx)
      await trx.insertInto('schema_migration').values({ name }).execute()
    })
  }
  return pending
}
