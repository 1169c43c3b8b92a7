/**
 * The listing request (docs/storefront-rules.md#listing-request) as it travels in a page URL: `page`, `pageLength`,
 * `minPrice`, `maxPrice`, `sort` (JSON) and any other query parameter as a filter attribute
 * with list values (`?genre=299&color=red&color=blue`). Category and search pages read it
 * from their URL and every facet, sort and pagination link is built back from it.
 */

/** One attribute filter: its code and the selected values. */
export interface ListingFilter {
  code: string
  values: string[]
}

/** What a listing URL asks for; absent parts are null (the API's defaults apply). */
export interface ListingQuery {
  page: number
  pageLength: number | null
  minPrice: number | null
  maxPrice: number | null
  sort: string | null
  filters: ListingFilter[]
}

/** Query parameters of the listing request that are not filters. */
const RESERVED = new Set(['page', 'pageLength', 'minPrice', 'maxPrice', 'sort'])

/** The available page sizes (docs/storefront-rules.md#listing-request); other values are ignored so a URL cannot ask for thousands. */
export const PAGE_LENGTHS: readonly number[] = [30, 60]

/** A page URL may repeat a filter up to 9999 times (docs/storefront-rules.md#listing-request). */
const MAX_VALUES = 9999

const FILTER_CODE = /^[a-z][a-z0-9_]{0,63}$/i

/** The shop API refuses longer filter values; no attribute value is that long, so they are dropped. */
const MAX_VALUE_LENGTH = 200

/** Reads a listing query from URL search parameters (repeated keys and `key[]` give lists). */
export function readListingQuery(search: URLSearchParams): ListingQuery {
  const filters = new Map<string, string[]>()
  for (const [rawKey, value] of search) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey
    if (RESERVED.has(key) || !FILTER_CODE.test(key) || value === '' || value.length > MAX_VALUE_LENGTH)
      continue
    const values = filters.get(key) ?? []
    if (values.length < MAX_VALUES && !values.includes(value)) values.push(value)
    filters.set(key, values)
  }
  return {
    page: Math.max(1, integerOrNull(search.get('page')) ?? 1),
    pageLength: pageLengthOrNull(integerOrNull(search.get('pageLength'))),
    minPrice: priceOrNull(search.get('minPrice')),
    maxPrice: priceOrNull(search.get('maxPrice')),
    sort: search.get('sort') || null,
    filters: [...filters].map(([code, values]) => ({ code, values })),
  }
}

/**
 * Query parameters of the URL the shopper asked for. Localized category URLs reach the page
 * through a rewrite to `/category/<id>`, which drops the query, so the original URL is read.
 */
export function originalSearch(urlOriginal: string): URLSearchParams {
  return new URL(urlOriginal, 'http://localhost').searchParams
}

/** The `ListingParams` variables of the shop API for a listing query. */
export function toListingParams(query: ListingQuery) {
  return {
    page: query.page,
    pageLength: query.pageLength,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    sort: query.sort,
    filters: query.filters,
  }
}

/** The colours a listing is filtered by (`?color=red`), for the cards' pictures; none when unfiltered. */
export function colorFilter(query: ListingQuery): string[] {
  return query.filters.find((filter) => filter.code === 'color')?.values ?? []
}

/** Whether the shopper narrowed or reordered the listing (filters, price, sort, page size). */
export function isRefined(query: ListingQuery): boolean {
  return (
    query.filters.length > 0 ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.sort !== null ||
    query.pageLength !== null
  )
}

/** Store-relative URL of a listing at `path` for a query; page 1 and absent parts are left out. */
export function listingHref(path: string, query: ListingQuery): string {
  const search = new URLSearchParams()
  for (const filter of query.filters) for (const value of filter.values) search.append(filter.code, value)
  if (query.minPrice !== null) search.set('minPrice', String(query.minPrice))
  if (query.maxPrice !== null) search.set('maxPrice', String(query.maxPrice))
  if (query.sort !== null) search.set('sort', query.sort)
  if (query.pageLength !== null) search.set('pageLength', String(query.pageLength))
  if (query.page > 1) search.set('page', String(query.page))
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** The query with one filter value added or, when already selected, removed; back to page 1. */
export function toggleFilter(query: ListingQuery, code: string, value: string): ListingQuery {
  const current = query.filters.find((filter) => filter.code === code)?.values ?? []
  const values = current.includes(value)
    ? current.filter((candidate) => candidate !== value)
    : [...current, value]
  const others = query.filters.filter((filter) => filter.code !== code)
  return { ...query, page: 1, filters: values.length > 0 ? [...others, { code, values }] : others }
}

/** Whether a filter value is selected. */
export function isSelected(query: ListingQuery, code: string, value: string): boolean {
  return query.filters.some((filter) => filter.code === code && filter.values.includes(value))
}

/** The query without filters and price range (sort and page size kept), on page 1. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return { ...query, page: 1, filters: [], minPrice: null, maxPrice: null }
}

function integerOrNull(raw: string | null): number | null {
  if (raw === null || !/^-?\d{1,6}$/.test(raw.trim())) return null
  return Number.parseInt(raw, 10)
}

function pageLengthOrNull(value: number | null): number | null {
  return value !== null && PAGE_LENGTHS.includes(value) ? value : null
}

function priceOrNull(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw.replace(',', '.'))
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : null
}
