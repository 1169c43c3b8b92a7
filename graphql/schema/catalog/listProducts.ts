import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import type { ListingQuery } from './listingParams.ts'
import type { ProductRow } from './productRow.ts'

/** What a listing draws from: a category, or a full-text search in the store's language. */
export type ListingScope = { categoryId: number } | { search: string }

/** Raw aggregates of a listing: total, price bounds and attribute value counts. */
export interface ListingAggregates {
  total: number
  minPrice: number | null
  maxPrice: number | null
  counts: { code: string; value: string; count: number }[]
}

/** Full-text configuration of each store language. */
export const TEXT_SEARCH_CONFIG: Record<Language, string> = { fr: 'french', de: 'german', en: 'english', it: 'italian' }

function tsQuery(query: string, language: Language): RawBuilder<unknown> {
  return sql`websearch_to_tsquery(${sql.lit(TEXT_SEARCH_CONFIG[language])}::regconfig, unaccent(${query}))`
}

function scopeSql(scope: ListingScope, language: Language) {
  if ('categoryId' in scope) return { where: sql`p.category_ids @> array[${scope.categoryId}]::int[]`, rank: sql`p.position`, needsText: false }
  return { where: sql`t.search_document @@ ${tsQuery(scope.search, language)}`, rank: sql`ts_rank(t.search_document, ${tsQuery(scope.search, language)})`, needsText: true }
}

function filterSql(filter: ListingQuery['filters'][number]): RawBuilder<boolean> {
  return sql<boolean>`p.attribute_values && ${filter.values.map((value) => `${filter.code}:${value}`)}::text[]`
}

function baseWhere(query: ListingQuery, scopeWhere: RawBuilder<unknown>) {
  const conditions = [sql`p.parent_sku is null`, scopeWhere]
  if (query.minPriceExclTax !== null) conditions.push(sql`p.final_price_excl_tax >= ${query.minPriceExclTax}`)
  if (query.maxPriceExclTax !== null) conditions.push(sql`p.final_price_excl_tax <= ${query.maxPriceExclTax}`)
  return sql.join(conditions, sql` and `)
}

function orderBySql(query: ListingQuery, scope: ListingScope, rank: RawBuilder<unknown>) {
  const columns = { position: sql`p.position`, price: sql`p.final_price`, name: sql`t.name`, created_at: sql`p.created_at`, relevance: rank }
  const orders = query.sort.filter((order) => order.field !== 'relevance' || !('categoryId' in scope))
  const terms = orders.map((order) => sql`${columns[order.field]} ${sql.raw(order.direction)}`)
  if (orders.length === 0) terms.push('categoryId' in scope ? sql`${rank} asc` : sql`${rank} desc`)
  terms.push(sql`p.id asc`)
  return sql.join(terms, sql`, `)
}

/**
 * One page of products of a listing, in order, with their texts. A category page sorted by
 * anything but name picks its page from `product` alone and joins the texts of those rows
 * only, instead of joining the texts of the whole category.
 */
export async function listProductItems(db: Kysely<Database>, language: Language, scope: ListingScope, query: ListingQuery): Promise<ProductRow[]> {
  const { where, rank } = scopeSql(scope, language)
  const conditions = sql.join([baseWhere(query, where), ...query.filters.map(filterSql)], sql` and `)
  const page = sql`limit ${query.pageLength} offset ${(query.page - 1) * query.pageLength}`
  const pageFirst = 'categoryId' in scope && !query.sort.some((order) => order.field === 'name')
  const result = pageFirst
    ? await sql<ProductRow>`
        select p.*, t.name, t.description, t.url_key
        from (select p.* from product p where ${conditions} order by ${orderBySql(query, scope, rank)} ${page}) p
        join product_translation t on t.sku = p.sku and t.language = ${language}
        order by ${orderBySql(query, scope, rank)}`.execute(db)
    : await sql<ProductRow>`
        select p.*, t.name, t.description, t.url_key
        from product p join product_translation t on t.sku = p.sku and t.language = ${language}
        where ${conditions}
        order by ${orderBySql(query, scope, rank)} ${page}`.execute(db)
  return result.rows
}

/**
 * Total, price bounds and facet counts of a listing in one statement. Facets are
 * disjunctive: the counts of an attribute apply every filter except the one on itself.
 */
export async function listProductAggregates(db: Kysely<Database>, language: Language, scope: ListingScope, query: ListingQuery): Promise<ListingAggregates> {
  const { where, needsText } = scopeSql(scope, language)
  const flags = query.filters.map((filter, index) => sql`${filterSql(filter)} as ${sql.ref(`f${index}`)}`)
  const all = (except?: number) => {
    const refs = query.filters.map((_, index) => index).filter((index) => index !== except).map((index) => sql.ref(`b.f${index}`))
    return refs.length === 0 ? sql`true` : sql.join(refs, sql` and `)
  }
  const facetCondition = query.filters.length === 0
    ? sql`true`
    : sql`case split_part(pair, ':', 1) ${sql.join(query.filters.map((filter, index) => sql`when ${filter.code} then ${all(index)}`), sql` `)} else ${all()} end`
  const result = await sql<{ pair: string | null; count: number; min_price: number | null; max_price: number | null }>`
    with b as (
      select p.final_price, p.attribute_values ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      from product p
      ${needsText ? sql`join product_translation t on t.sku = p.sku and t.language = ${language}` : sql``}
      where ${baseWhere(query, where)}
    )
    select null as pair, count(*)::int as count, min(b.final_price) as min_price, max(b.final_price) as max_price from b where ${all()}
    union all
    select pair, count(*)::int, null, null from b, unnest(b.attribute_values) as pair where ${facetCondition} group by pair
  `.execute(db)
  const totals = result.rows.find((row) => row.pair === null)
  return {
    total: totals?.count ?? 0,
    minPrice: totals?.min_price === null || totals?.min_price === undefined ? null : Number(totals.min_price),
    maxPrice: totals?.max_price === null || totals?.max_price === undefined ? null : Number(totals.max_price),
    counts: result.rows.flatMap((row) => {
      if (row.pair === null) return []
      const separator = row.pair.indexOf(':')
      return [{ code: row.pair.slice(0, separator), value: row.pair.slice(separator + 1), count: row.count }]
    }),
  }
}
