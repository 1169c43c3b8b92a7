import { sql, type Kysely } from 'kysely'
import type { Database } from '../tables.ts'
import { buildSearchSynonyms } from './searchSynonyms.ts'

/**
 * Replaces the rows of `search_synonym` with the synonym sets of {@link buildSearchSynonyms}.
 * Their queries and the spelling vocabulary are built by refresh_search_documents(), which
 * the caller runs next (the seed through refresh_listing_columns()).
 */
export async function loadSearchSynonyms(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('search_synonym').execute()
  await db.insertInto('search_synonym').values(buildSearchSynonyms()).execute()
}

/**
 * Loads the synonym sets into a catalogue seeded before they existed (migration 0007 creates
 * the table empty), then rebuilds the search documents; does nothing once they are there.
 */
export async function ensureSearchSynonyms(db: Kysely<Database>): Promise<void> {
  const { count } = await db
    .selectFrom('search_synonym')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  if (count > 0) return
  await db.transaction().execute(async (trx) => {
    await loadSearchSynonyms(trx)
    await sql`select refresh_search_documents()`.execute(trx)
  })
}
