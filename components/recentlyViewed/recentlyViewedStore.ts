import { RECENTLY_VIEWED_CHANGE_EVENT, recentlyViewedStorageKey } from './recentlyViewedKeys.ts'

/** A product as the recently viewed list keeps it in the browser. */
export interface RecentlyViewedProduct {
  sku: string
  name: string
  /** The product page, with the store's base path. */
  url: string
  image: string
  price: { amount: number; currency: string }
}

/** How many products the list keeps (and shows at most). */
export const RECENTLY_VIEWED_LIMIT = 8

function isEntry(value: unknown): value is RecentlyViewedProduct {
  const entry = value as RecentlyViewedProduct
  return (
    typeof entry?.sku === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.url === 'string' &&
    typeof entry.price?.amount === 'number'
  )
}

const EMPTY: RecentlyViewedProduct[] = []
let cached: { raw: string | null; list: RecentlyViewedProduct[] } = { raw: null, list: EMPTY }

/**
 * The store's recently viewed products, newest first; empty when storage is unavailable or
 * damaged. The same array comes back while the stored value is unchanged (a stable snapshot).
 */
export function readRecentlyViewed(storeKey: string): RecentlyViewedProduct[] {
  try {
    const raw = window.localStorage.getItem(recentlyViewedStorageKey(storeKey))
    if (raw === cached.raw) return cached.list
    const parsed: unknown = JSON.parse(raw ?? '[]')
    cached = {
      raw,
      list: Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENTLY_VIEWED_LIMIT + 1) : EMPTY,
    }
    return cached.list
  } catch {
    return EMPTY
  }
}

/** The server's view of the list: always empty, it lives in the browser only. */
export function serverRecentlyViewed(): RecentlyViewedProduct[] {
  return EMPTY
}

/** Calls `onChange` when the list changes, in this tab or another one. */
export function subscribeRecentlyViewed(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(RECENTLY_VIEWED_CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(RECENTLY_VIEWED_CHANGE_EVENT, onChange)
  }
}

/** Puts a product first in the store's list (once), keeping one more than shown so the current page can be left out. */
export function rememberProduct(storeKey: string, product: RecentlyViewedProduct): void {
  const list = [product, ...readRecentlyViewed(storeKey).filter((entry) => entry.sku !== product.sku)].slice(
    0,
    RECENTLY_VIEWED_LIMIT + 1,
  )
  try {
    window.localStorage.setItem(recentlyViewedStorageKey(storeKey), JSON.stringify(list))
    window.dispatchEvent(new Event(RECENTLY_VIEWED_CHANGE_EVENT))
  } catch {
    // Private mode or a full storage: the list is a convenience, the page works without it.
  }
}
