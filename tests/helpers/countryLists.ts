import type { Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'

/** The countries the shop delivers to: those with a switched-on shipping rate (docs/checkout.md, "Country lists"), sorted by code. */
export async function ratedCountryCodes(db: Kysely<Database>): Promise<string[]> {
  const rated = await db.selectFrom('shipping_rate').select('countries').where('enabled', '=', true).execute()
  return [...new Set(rated.flatMap((rate) => rate.countries))].sort()
}

/** Every country of the country table, code → name in `language`. */
export async function countryNames(db: Kysely<Database>, language: Language): Promise<Map<string, string>> {
  const rows = await db.selectFrom('country').select(['code2', 'names']).execute()
  return new Map(rows.map((row) => [row.code2, row.names[language]]))
}
