import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import type { ListingQuery } from './listingParams.ts'
import type { ProductRow } from './productRow.ts'

/** What a listing draws from: a category, or a full-text query (`tsquery` text) in the store's language. */
export type ListingScope = { categoryId: number } | { fullTextQuery: string }

/** Raw aggregates of a listing: total, price bounds and attribute value counts. */
export interface ListingAggregates {
  total: number
  minPrice: number | null
  maxPrice: number | null
  counts: { code: string; value: string; count: number }[]
}

/** Full-text configuration of each store language. */
export const TEXT_SEARCH_CONFIG: Record<Language, string> = { fr: 'french', de: 'german', en: 'english', it: 'italian' }

/**
 * The table a listing reads and its conditions. A category reads sellable `product` rows (s =
 * product); a search reads `product_translation` rows of the language (s = translation),
 * which carry the same listing columns (migration 0003). The language is a literal so the
 * planner picks that language's full-text index (migration 0004).
 */
function listingSource(scope: ListingScope, language: Language, query: ListingQuery) {
  const isSearch = 'fullTextQuery' in scope
  const from = isSearch ? sql`product_translation s` : sql`product s`
  const tsQuery = isSearch ? sql`${scope.fullTextQuery}::tsquery` : sql``
  const conditions: RawBuilder<unknown>[] = isSearch
    ? [sql`s.language = ${sql.lit(language)}`, sql`s.search_document @@ ${tsQuery}`]
    : [sql`s.parent_sku is null`, sql`s.category_ids @> array[${scope.categoryId}]::int[]`]
  if (query.minPriceExclTax !== null) conditions.push(sql`s.final_price_excl_tax >= ${query.minPriceExclTax}`)
  if (query.maxPriceExclTax !== null) conditions.push(sql`s.final_price_excl_tax <= ${query.maxPriceExclTax}`)
  const rank = isSearch ? sql`ts_rank(s.search_document, ${tsQuery})` : sql`s.position`
  return { from, conditions, rank, isSearch }
}

function filterSql(filter: ListingQuery['filters'][number]): RawBuilder<boolean> {
  return sql<boolean>`s.attribute_values && ${filter.values.map((value) => `${filter.code}:${value}`)}::text[]`
}

/** A term of a listing's order: an expression of the listing table and its direction. */
interface SortTerm {
  expression: RawBuilder<unknown>
  direction: 'ASC' | 'DESC'
}

function sortTerms(query: ListingQuery, isSearch: boolean, rank: RawBuilder<unknown>, nameColumn: RawBuilder<unknown>): SortTerm[] {
  const columns = { position: sql`s.position`, price: sql`s.final_price`, name: nameColumn, created_at: sql`s.created_at`, relevance: rank }
  const orders = query.sort.filter((order) => order.field !== 'relevance' || isSearch)
  const terms: SortTerm[] = orders.map((order) => ({ expression: columns[order.field], direction: order.direction }))
  if (orders.length === 0) terms.push({ expression: rank, direction: isSearch ? 'DESC' : 'ASC' })
  // Ties are many (equal ranks and positions): comparing skus byte-wise keeps them cheap.
  terms.push({ expression: sql`s.sku collate "C"`, direction: 'ASC' })
  return terms
}

/**
 * One page of products of a listing, in order, with their texts. The page is picked from
 * the listing table alone, as a top-N sort (no numbering of every match); only its rows are
 * joined with the other table, then put back in order by the sort keys picked with them.
 */
export async function listProductItems(db: Kysely<Database>, language: Language, scope: ListingScope, query: ListingQuery): Promise<ProductRow[]> {
  const { from, conditions, rank, isSearch } = listingSource(scope, language, query)
  const where = sql.join([...conditions, ...query.filters.map(filterSql)], sql` and `)
  const page = sql`limit ${query.pageLength} offset ${(query.page - 1) * query.pageLength}`
  const sortsByName = query.sort.some((order) => order.field === 'name')
  const nameJoin = !isSearch && sortsByName ? sql`join product_translation n on n.sku = s.sku and n.language = ${language}` : sql``
  const terms = sortTerms(query, isSearch, rank, isSearch ? sql`s.name` : sql`n.name`)
  const keys = terms.map((term, index) => ({ ...term, key: `sort_key_${index}` }))
  const keyColumns = sql.join(keys.map((term) => sql`${term.expression} as ${sql.ref(term.key)}`), sql`, `)
  const orderBy = (prefix: string) => sql.join(keys.map((term) => sql`${sql.ref(`${prefix}${term.key}`)} ${sql.raw(term.direction)}`), sql`, `)
  const result = await sql<ProductRow>`
    select p.*, t.name, t.description, t.url_key
    from (select s.sku, ${keyColumns} from ${from} ${nameJoin} where ${where} order by ${orderBy('')} ${page}) m
    join product p on p.sku = m.sku
    join product_translation t on t.sku = m.sku and t.language = ${language}
    order by ${orderBy('m.')}`.execute(db)
  return result.rows
}

/**
 * Total, price bounds and facet counts of a listing in one statement. Facets are
 * disjunctive: the counts of an attribute apply every filter except the one on itself.
 */
export async function listProductAggregates(db: Kysely<Database>, language: Language, scope: ListingScope, query: ListingQuery): Promise<ListingAggregates> {
  const { from, conditions } = listingSource(scope, language, query)
  const flags = query.filters.map((filter, index) => sql`${filterSql(filter)} as ${sql.ref(`f${index}`)}`)
  const all = (except?: number) => {
    const refs = query.filters.map((_, index) => index).filter((index) => index !== except).map((index) => sql.ref(`b.f${index}`))
    return refs.length === 0 ? sql`true` : sql.join(refs, sql` and `)
  }
  // unnest in the select list (one ProjectSet) costs half of a lateral unnest per row.
  const flagColumns = query.filters.length === 0 ? sql`` : sql`, ${sql.join(query.filters.map((_, index) => sql.ref(`b.f${index}`)), sql`, `)}`
  const facetCondition = query.filters.length === 0
    ? sql`true`
    : sql`case split_part(pair, ':', 1) ${sql.join(query.filters.map((filter, index) => sql`when ${filter.code} then ${all(index)}`), sql` `)} else ${all()} end`
  const result = await sql<{ pair: string | null; count: number; min_price: number | null; max_price: number | null }>`
    with b as (
      select s.final_price, s.attribute_values ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      from ${from} where ${sql.join(conditions, sql` and `)}
    )
    select null as pair, count(*)::int as count, min(b.final_price) as min_price, max(b.final_price) as max_price from b where ${all()}
    union all
    select pair, count(*)::int, null, null
    from (select unnest(b.attribute_values) as pair ${flagColumns} from b) as b
    where ${facetCondition} group by pair
  `.execute(db)
  const totals = result.rows.find((row) => row.pair === null)
  const price = (value: number | null | undefined) => (value === null || value === undefined ? null : Number(value))
  return {
    total: totals?.count ?? 0,
    minPrice: price(totals?.min_price),
    maxPrice: price(totals?.max_price),
    counts: result.rows.flatMap((row) => {
      if (row.pair === null) return []
      const separator = row.pair.indexOf(':')
      return [{ code: row.pair.slice(0, separator), value: row.pair.slice(separator + 1), count: row.count }]
    }),
  }
}
