import { sql, type Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import { TEXT_SEARCH_CONFIG } from './listProducts.ts'

/** Trigram similarity from which a vocabulary word is taken as the intended spelling. */
export const SPELLING_SIMILARITY = 0.3

/**
 * The search text as a normalized full-text query of the language (`tsquery` text), and
 * whether it matches sellable products. Listings then filter and rank with this literal:
 * built once per search, not per row as `websearch_to_tsquery(unaccent(…))` inline would be.
 */
export async function fullTextQueryOf(db: Kysely<Database>, language: Language, search: string): Promise<{ tsquery: string; hasMatches: boolean }> {
  const result = await sql<{ tsquery: string; found: boolean }>`
    select q::text as tsquery, exists (
      select 1 from product_translation t join product p on p.sku = t.sku
      where t.language = ${sql.lit(language)} and p.parent_sku is null and t.search_document @@ q
    ) as found
    from websearch_to_tsquery(${sql.lit(TEXT_SEARCH_CONFIG[language])}::regconfig, unaccent(${search})) as q
  `.execute(db)
  const row = result.rows[0]
  return { tsquery: row?.tsquery ?? '', hasMatches: row?.found === true }
}

/**
 * Replaces each word of a search with the closest word of the product-name vocabulary
 * (accent-free, trigram similarity), so one typo still finds products ("chausette" →
 * "chaussette"). Words with no close match are kept.
 */
export async function correctSpelling(db: Kysely<Database>, language: Language, search: string): Promise<string> {
  const result = await sql<{ word: string; corrected: string | null }>`
    select q.word, (
      select v.word from search_vocabulary v
      where v.language = ${language} and similarity(v.word, q.word) >= ${SPELLING_SIMILARITY}
      order by similarity(v.word, q.word) desc, v.word limit 1
    ) as corrected
    from unnest(regexp_split_to_array(lower(unaccent(${search})), '[^[:alnum:]]+')) with ordinality as q (word, n)
    where q.word <> ''
    order by q.n
  `.execute(db)
  return result.rows.map((row) => row.corrected ?? row.word).join(' ')
}
