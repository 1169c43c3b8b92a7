import { createShortLivedCache, type ShortLivedCache } from '../shortLivedCache.ts'
import type { ListingAggregates } from './listingFacets.ts'

/**
 * Remembers listing aggregates (total, price range, facet counts) for a short time. They do
 * not depend on page or sort, so paging and re-sorting a listing reuse them; the catalogue
 * only changes through seeding or imports, which a TTL of seconds covers.
 */
export type ListingAggregateCache = ShortLivedCache<ListingAggregates>

/** Most listings whose aggregates are kept at once (oldest dropped first). */
const MAX_LISTINGS = 1000

/** A listing aggregate cache keeping each entry `ttlMs`; failed loads are not kept. */
export const createListingAggregateCache = (ttlMs: number): ListingAggregateCache =>
  createShortLivedCache<ListingAggregates>(ttlMs, MAX_LISTINGS)
