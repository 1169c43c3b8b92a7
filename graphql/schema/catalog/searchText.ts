import { sql, type Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import { TEXT_SEARCH_CONFIG } from './listProducts.ts'

/** Trigram similarity from which a vocabulary word is taken as the intended spelling. */
export const SPELLING_SIMILARITY = 0.3

/** Whether a search has full-text matches among sellable products. */
export async function hasFullTextMatches(db: Kysely<Database>, language: Language, search: string): Promise<boolean> {
  const result = await sql<{ found: boolean }>`
    select exists (
      select 1 from product_translation t join product p on p.sku = t.sku
      where t.language = ${sql.lit(language)} and p.parent_sku is null
        and t.search_document @@ websearch_to_tsquery(${sql.lit(TEXT_SEARCH_CONFIG[language])}::regconfig, unaccent(${search}))
    ) as found
  `.execute(db)
  return result.rows[0]?.found === true
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
