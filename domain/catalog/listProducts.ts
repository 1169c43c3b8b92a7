import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import type { ListingQuery } from './listingParams.ts'
import { PRODUCT_ROW_COLUMNS, type ProductRow } from './productRow.ts'
import type { MediaRow } from './mediaLoader.ts'
import { countListingFacets, type ListingAggregates, type ListingValue } from './listingFacets.ts'
import { onSaleInSql } from './productOnSale.ts'

/**
 * What a listing draws from: a category, or a full-text query (`tsquery` text) in the store's
 * language and the queries its products are ranked by, one per part of the search (the
 * full-text query when absent).
 */
export type ListingScope = { categoryId: number } | { fullTextQuery: string; rankQueries?: readonly string[] }

/**
 * The relevance of a searched product: for each part of the search, where the product matches
 * it best — its product type (weight A, 4), its name or audience (B, 2), its colour or material
 * (C, 1) — summed over the parts. A description (D) only finds; repeated words and narrower
 * kinds add nothing, so a bootie named "Chausson montant" is not more of a "chausson" than a mule.
 */
function relevance(queries: readonly string[]): RawBuilder<unknown> {
  const parts = queries.map(
    (query) => sql`(case
      when ts_filter(s.search_document, '{a}') @@ ${query}::tsquery then 4
      when ts_filter(s.search_document, '{b}') @@ ${query}::tsquery then 2
      when ts_filter(s.search_document, '{c}') @@ ${query}::tsquery then 1
      else 0 end)`,
  )
  return parts.length === 0 ? sql`0` : sql.join(parts, sql` + `)
}

/** Full-text configuration of each store language. */
export const TEXT_SEARCH_CONFIG: Record<Language, string> = {
  fr: 'french',
  de: 'german',
  en: 'english',
  it: 'italian',
}

/** Where a listing is read: the store's language, and the store, whose switched-off products it leaves out. */
export interface ListingStore {
  language: Language
  storeKey: string
}

/**
 * The table a listing reads and its conditions. A category reads sellable `product` rows (s =
 * product); a search reads `product_translation` rows of the language (s = translation),
 * which carry the same listing columns (migrations 0003, 0061). The language is a literal so the
 * planner picks that language's full-text index (migration 0004).
 */
function listingSource(scope: ListingScope, { language, storeKey }: ListingStore, query: ListingQuery) {
  const isSearch = 'fullTextQuery' in scope
  const from = isSearch ? sql`product_translation s` : sql`product s`
  const tsQuery = isSearch ? sql`${scope.fullTextQuery}::tsquery` : sql``
  const conditions: RawBuilder<unknown>[] = isSearch
    ? [sql`s.language = ${sql.lit(language)}`, sql`s.search_document @@ ${tsQuery}`]
    : [sql`s.parent_sku is null`, sql`s.category_ids @> array[${scope.categoryId}]::int[]`]
  conditions.push(onSaleInSql('s', storeKey))
  if (query.minPrice !== null) conditions.push(sql`s.final_price >= ${query.minPrice}`)
  if (query.maxPrice !== null) conditions.push(sql`s.final_price <= ${query.maxPrice}`)
  const rank = isSearch
    ? relevance(scope.rankQueries?.length ? scope.rankQueries : [scope.fullTextQuery])
    : sql`s.position`
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

function sortTerms(
  query: ListingQuery,
  isSearch: boolean,
  rank: RawBuilder<unknown>,
  nameColumn: RawBuilder<unknown>,
): SortTerm[] {
  const columns = {
    position: sql`s.position`,
    price: sql`s.final_price`,
    name: nameColumn,
    created_at: sql`s.created_at`,
    relevance: rank,
  }
  const orders = query.sort.filter((order) => order.field !== 'relevance' || isSearch)
  const terms: SortTerm[] = orders.map((order) => ({
    expression: columns[order.field],
    direction: order.direction,
  }))
  if (orders.length === 0) terms.push({ expression: rank, direction: isSearch ? 'DESC' : 'ASC' })
  // Equally relevant products follow the catalogue's own order (its kinds alternate), not their skus.
  if (isSearch && orders.every((order) => order.field === 'relevance'))
    terms.push({ expression: sql`s.position`, direction: 'ASC' })
  // Ties are many (equal ranks and positions): comparing skus byte-wise keeps them cheap.
  terms.push({ expression: sql`s.sku collate "C"`, direction: 'ASC' })
  return terms
}

/** A product of a listing page, with the media row of its picture (null without one). */
export interface ListedProduct {
  row: ProductRow
  image: MediaRow | null
}

/**
 * One page of products of a listing, in order, with their texts and pictures. The page is
 * picked from the listing table alone, as a top-N sort (no numbering of every match); only
 * its rows are joined with the other tables, then put back in order by the sort keys picked
 * with them, into one JSON array. Pictures come along so product cards need no other statement.
 */
export async function listProductItems(
  db: Kysely<Database>,
  store: ListingStore,
  scope: ListingScope,
  query: ListingQuery,
): Promise<ListedProduct[]> {
  const { language } = store
  const { from, conditions, rank, isSearch } = listingSource(scope, store, query)
  const where = sql.join([...conditions, ...query.filters.map(filterSql)], sql` and `)
  const page = sql`limit ${query.pageLength} offset ${(query.page - 1) * query.pageLength}`
  const sortsByName = query.sort.some((order) => order.field === 'name')
  const nameJoin =
    !isSearch && sortsByName
      ? sql`join product_translation n on n.sku = s.sku and n.language = ${language}`
      : sql``
  const terms = sortTerms(query, isSearch, rank, isSearch ? sql`s.name` : sql`n.name`)
  const keys = terms.map((term, index) => ({ ...term, key: `sort_key_${index}` }))
  const keyColumns = sql.join(
    keys.map((term) => sql`${term.expression} as ${sql.ref(term.key)}`),
    sql`, `,
  )
  const orderBy = (prefix: string) =>
    sql.join(
      keys.map((term) => sql`${sql.ref(`${prefix}${term.key}`)} ${sql.raw(term.direction)}`),
      sql`, `,
    )
  const productFields = PRODUCT_ROW_COLUMNS.map(
    (column) => sql`${sql.lit(column)}, ${sql.ref(`p.${column}`)}`,
  )
  const result = await sql<{ items: ListedJson[] }>`
    select coalesce(json_agg(json_build_object(${sql.join(productFields)},
        'name', t.name, 'description', t.description, 'url_key', t.url_key, 'listed_image', to_jsonb(i))
      order by ${orderBy('m.')}), '[]') as items
    from (select s.sku, ${keyColumns} from ${from} ${nameJoin} where ${where} order by ${orderBy('')} ${page}) m
    join product p on p.sku = m.sku
    join product_translation t on t.sku = m.sku and t.language = ${language}
    left join media i on i.id = p.image_id`.execute(db)
  return (result.rows[0]?.items ?? []).map(({ listed_image: image, ...row }) => ({
    // In place: the row keeps its columns' order, as a row read column by column has it.
    row: Object.assign(row, { created_at: new Date(row.created_at) }) as ProductRow,
    image,
  }))
}

/**
 * A listed product as the listing statement sends it: one JSON value for the whole page, since
 * PGlite decodes one value far faster than 30 rows of 30 fields (docs/performance.md). JSON
 * gives every column its usual JavaScript value but the creation time, which comes as text.
 */
type ListedJson = Omit<ProductRow, 'created_at'> & { created_at: string; listed_image: MediaRow | null }

/**
 * Total, price bounds and facet counts of a listing: one statement concatenates the packed
 * facets of its products (with the numbering of attribute values they use), and
 * {@link countListingFacets} counts them, applying the attribute filters.
 */
export async function listProductAggregates(
  db: Kysely<Database>,
  store: ListingStore,
  scope: ListingScope,
  query: ListingQuery,
): Promise<ListingAggregates> {
  const { from, conditions } = listingSource(scope, store, query)
  const result = await sql<{ packed: Uint8Array | null; dictionary: ListingValue[] }>`
    select string_agg(s.listing_facets, ''::bytea) as packed,
      (select coalesce(json_agg(json_build_array(v.id, v.code, v.value)), '[]') from listing_value v) as dictionary
    from ${from} where ${sql.join(conditions, sql` and `)}
  `.execute(db)
  const row = result.rows[0]
  return countListingFacets(row?.packed ?? null, row?.dictionary ?? [], query.filters)
}
