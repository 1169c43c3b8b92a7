import type { ListingQuery } from './listingParams.ts'

/** An attribute value as numbered by `refresh_listing_values()` (table listing_value): id, attribute code, value. */
export type ListingValue = [id: number, code: string, value: string]

/** Raw aggregates of a listing: total, price bounds and attribute value counts. */
export interface ListingAggregates {
  total: number
  minPrice: number | null
  maxPrice: number | null
  counts: { code: string; value: string; count: number }[]
}

/** Bytes before a product's value ids in its packed facets: final price (float8), then number of ids (uint16). */
const HEADER_BYTES = 10

/**
 * Total, price bounds and facet counts of a listing from the packed facets of its products,
 * concatenated (migration 0012: per product its final price as float8, NaN when unknown, the
 * number of its attribute values and their ids as uint16, big-endian). Facets are
 * disjunctive: the counts of an attribute apply every filter except the one on itself, so a
 * product that misses only that filter counts for that attribute's values alone. Total and
 * price bounds apply every filter. Counts come in listing_value order (code, then value).
 */
export function countListingFacets(
  packed: Uint8Array | null,
  values: readonly ListingValue[],
  filters: ListingQuery['filters'],
): ListingAggregates {
  const size = values.reduce((largest, [id]) => Math.max(largest, id), 0) + 1
  // Per value id: 1 + the index of the filter on its attribute, and 1 + the index of the filter it meets (0 for none).
  const filterOfAttribute = new Int32Array(size)
  const filterMet = new Int32Array(size)
  const filterIndexByCode = new Map(filters.map((filter, index) => [filter.code, index]))
  const wanted = filters.map((filter) => new Set(filter.values))
  for (const [id, code, value] of values) {
    const index = filterIndexByCode.get(code)
    if (index === undefined) continue
    filterOfAttribute[id] = index + 1
    if (wanted[index]?.has(value)) filterMet[id] = index + 1
  }
  const counts = new Int32Array(size)
  // The last product (+ 1) that met each filter (+ 1): a product may meet one filter through several values.
  const metBy = new Int32Array(filters.length + 1)
  let total = 0
  let minPrice = Number.POSITIVE_INFINITY
  let maxPrice = Number.NEGATIVE_INFINITY
  const bytes = packed ?? new Uint8Array(0)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (let offset = 0, product = 1; offset < bytes.byteLength; product += 1) {
    const price = view.getFloat64(offset)
    const start = offset + HEADER_BYTES
    offset = start + 2 * view.getUint16(offset + 8)
    let missed = filters.length
    if (missed > 0) {
      for (let at = start; at < offset; at += 2) {
        const met = filterMet[view.getUint16(at)] as number
        if (met > 0 && metBy[met] !== product) {
          metBy[met] = product
          missed -= 1
        }
      }
      if (missed > 1) continue
    }
    if (missed === 0) {
      total += 1
      if (price === price) {
        if (price < minPrice) minPrice = price
        if (price > maxPrice) maxPrice = price
      }
      for (let at = start; at < offset; at += 2) {
        const id = view.getUint16(at)
        counts[id] = (counts[id] as number) + 1
      }
    } else {
      // One filter missed: only the values of that filter's attribute count.
      for (let at = start; at < offset; at += 2) {
        const id = view.getUint16(at)
        const attributeFilter = filterOfAttribute[id] as number
        if (attributeFilter > 0 && metBy[attributeFilter] !== product) counts[id] = (counts[id] as number) + 1
      }
    }
  }
  return {
    total,
    minPrice: Number.isFinite(minPrice) ? minPrice : null,
    maxPrice: Number.isFinite(maxPrice) ? maxPrice : null,
    counts: [...values]
      .sort(([a], [b]) => a - b)
      .flatMap(([id, code, value]) =>
        (counts[id] ?? 0) > 0 ? [{ code, value, count: counts[id] ?? 0 }] : [],
      ),
  }
}
