import { sql, type Kysely } from 'kysely'
import type { Database } from './tables.ts'

/**
 * Drops everything the migrations made in the shop's schema (tables with their data, sequences,
 * functions), asking PostgreSQL what is there so no table added by a later migration is left
 * behind. What belongs to an extension (pg_trgm, unaccent) stays.
 */
export async function dropShopObjects(db: Kysely<Database>): Promise<void> {
  const notOfExtension = (catalog: string) =>
    sql`not exists (select 1 from pg_depend d where d.classid = ${sql.raw(`'${catalog}'::regclass`)} and d.objid = o.oid and d.deptype = 'e')`
  const tables = await sql<{
    name: string
  }>`select o.relname as name from pg_class o where o.relnamespace = current_schema()::regnamespace and o.relkind in ('r', 'p') and ${notOfExtension('pg_class')}`.execute(
    db,
  )
  for (const { name } of tables.rows) await sql`drop table if exists ${sql.table(name)} cascade`.execute(db)
  const sequences = await sql<{
    name: string
  }>`select o.relname as name from pg_class o where o.relnamespace = current_schema()::regnamespace and o.relkind = 'S' and ${notOfExtension('pg_class')}`.execute(
    db,
  )
  for (const { name } of sequences.rows)
    await sql`drop sequence if exists ${sql.table(name)} cascade`.execute(db)
  const functions = await sql<{
    signature: string
  }>`select o.oid::regprocedure::text as signature from pg_proc o where o.pronamespace = current_schema()::regnamespace and ${notOfExtension('pg_proc')}`.execute(
    db,
  )
  for (const { signature } of functions.rows)
    await sql`drop function if exists ${sql.raw(signature)} cascade`.execute(db)
}
