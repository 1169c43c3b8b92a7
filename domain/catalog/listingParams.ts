import type { DomainLogger } from '../context.ts'
import { SHOP_CONFIG } from '../../config/shopConfig.ts'
import { badUserInput } from '../errors.ts'
import { parseSort, type SortOrder } from './listingSort.ts'

/** `ListingParams` as GraphQL hands it to resolvers. */
export interface ListingParamsInput {
  page?: number | null
  pageLength?: number | null
  minPrice?: number | null
  maxPrice?: number | null
  sort?: string | null
  filters?: readonly { code: string; values: readonly string[] }[] | null
}

/** A listing request with every default applied (docs/storefront-rules.md#listing-request). */
export interface ListingQuery {
  page: number
  pageLength: number
  /**
   * Price bounds including VAT, as the shopper reads prices and the listing's price range gives
   * them, rounded to the cent: compared with shelf prices, they hold at every rate (docs/vat.md).
   */
  minPrice: number | null
  maxPrice: number | null
  sort: SortOrder[]
  filters: { code: string; values: string[] }[]
}

/** Largest page a client may ask for, so one request cannot read the whole catalogue. */
export const MAX_PAGE_LENGTH = 200
const MAX_FILTERS = 50
const MAX_VALUE_LENGTH = 200

/** The default page length: the first available page size, else 9. */
export function defaultPageLength(sizes: readonly number[] = SHOP_CONFIG.availablePageSizes): number {
  return sizes[0] ?? SHOP_CONFIG.fallbackPageSize
}

const toCent = (price: number) => Math.round(price * 100) / 100

/**
 * Applies the listing rules: page ≥ 1 (default 1); page length default 30, at least 1;
 * price bounds rounded to the cent; sort parsed from JSON; filters on known attributes only,
 * each with at most 9999 values; for a search, the keys description, name, image, status
 * and tax_class_id are ignored.
 */
export function normalizeListingParams(
  input: ListingParamsInput | null | undefined,
  options: { forSearch: boolean; filterableCodes: ReadonlySet<string>; log: DomainLogger },
): ListingQuery {
  const params = input ?? {}
  const filters = params.filters ?? []
  if (filters.length > MAX_FILTERS) throw badUserInput(`At most ${MAX_FILTERS} filters are allowed`)
  const ignored = options.forSearch ? SHOP_CONFIG.search.ignoredAttributeKeys : []
  const kept = filters.filter(
    (filter) => !ignored.includes(filter.code) && options.filterableCodes.has(filter.code),
  )
  for (const filter of kept) {
    if (filter.values.length > SHOP_CONFIG.maxArrayLength)
      throw badUserInput(`Filter ${filter.code} has more than ${SHOP_CONFIG.maxArrayLength} values`)
    if (filter.values.some((value) => value.length > MAX_VALUE_LENGTH))
      throw badUserInput(`Filter ${filter.code} has a value longer than ${MAX_VALUE_LENGTH} characters`)
  }
  if (kept.length < filters.length)
    options.log.debug(
      { codes: filters.map((filter) => filter.code) },
      'listing filters on unknown or ignored attributes were dropped',
    )
  const pageLength = params.pageLength ?? defaultPageLength()
  const finite = (value: number | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(value) ? null : value
  const minPrice = finite(params.minPrice)
  const maxPrice = finite(params.maxPrice)
  return {
    page: Math.max(1, params.page ?? 1),
    pageLength: Math.min(MAX_PAGE_LENGTH, Math.max(1, pageLength)),
    minPrice: minPrice === null ? null : toCent(minPrice),
    maxPrice: maxPrice === null ? null : toCent(maxPrice),
    sort: parseSort(params.sort, options.log),
    filters: mergeFilters(kept),
  }
}

function mergeFilters(
  filters: readonly { code: string; values: readonly string[] }[],
): ListingQuery['filters'] {
  const byCode = new Map<string, Set<string>>()
  for (const filter of filters) {
    const values = byCode.get(filter.code) ?? new Set<string>()
    filter.values.forEach((value) => values.add(value))
    byCode.set(filter.code, values)
  }
  return [...byCode]
    .filter(([, values]) => values.size > 0)
    .map(([code, values]) => ({ code, values: [...values] }))
}
