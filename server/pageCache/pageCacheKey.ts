/** Query parameters that only say where a visitor came from: pages never read them. */
const TRACKING_PARAMETERS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'ref_src',
])

function isTracking(name: string): boolean {
  return name.startsWith('utm_') || TRACKING_PARAMETERS.has(name)
}

/**
 * The query string a page is rendered and cached with: tracking parameters dropped, the
 * others sorted by name then value. Pages read their query as a set (a listing's filters,
 * `page`, `sort`: `components/listing/listingQuery.ts`), so sorting does not change a page.
 * Answers `''` or `?a=1&b=2`.
 */
export function normaliseSearch(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const kept = [...params].filter(([name]) => !isTracking(name.toLowerCase()))
  kept.sort(([nameA, valueA], [nameB, valueB]) =>
    nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB),
  )
  const normalised = new URLSearchParams(kept).toString()
  return normalised === '' ? '' : `?${normalised}`
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The cache key of an anonymous page: its store, its path inside the store and its
 * normalised query (`b2c_fr /product/SL-1?color=red`).
 */
export function pageCacheKey(storeKey: string, storePath: string, search: string): string {
  return `${storeKey} ${storePath}${normaliseSearch(search)}`
}
