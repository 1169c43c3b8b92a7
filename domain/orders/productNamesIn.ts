import type { Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'

/**
 * The catalogue's names of the given products in one language, by sku. A customer's account is
 * one across stores: an order placed in /fr lists its products in Italian in /it where the
 * catalogue has them; a product gone from the catalogue keeps the name it was sold under.
 */
export async function productNamesIn(
  db: Kysely<Database>,
  language: Language,
  skus: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(skus)]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .selectFrom('product_translation')
    .select(['sku', 'name'])
    .where('language', '=', language)
    .where('sku', 'in', wanted)
    .execute()
  return new Map(rows.map((row) => [row.sku, row.name]))
}
