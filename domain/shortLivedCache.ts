/** A value kept for a short time, shared by the renders that ask for it meanwhile. */
export interface ShortLivedCache<Value> {
  get(key: string, load: () => Promise<Value>): Promise<Value>
}

/**
 * Caches what every render of a store asks the same (the menu, other stores' URLs of an
 * entity) for `ttlMs`, so a page pays for it once a minute instead of on every request.
 * Failed loads are not kept; at most `maxEntries` keys are held (oldest dropped first).
 */
export function createShortLivedCache<Value>(ttlMs: number, maxEntries = 5000): ShortLivedCache<Value> {
  const entries = new Map<string, { expiresAt: number; value: Promise<Value> }>()
  return {
    get(key, load) {
      const now = Date.now()
      const cached = entries.get(key)
      if (cached && cached.expiresAt > now) return cached.value
      const value = load()
      entries.delete(key)
      entries.set(key, { expiresAt: now + ttlMs, value })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      value.catch(() => entries.delete(key))
      return value
    },
  }
}

/**
 * The short-lived caches of one app, by name: created on first use and dropped with the app,
 * so two apps in one process (tests, a restart in place) never share a menu or a URL.
 */
export type ShortLivedCaches = (<Value>(name: string, ttlMs: number) => ShortLivedCache<Value>) & {
  /** Forgets everything kept (a purge of the menu or of every page). */
  clear(): void
}

/** A fresh set of named short-lived caches for one app. */
export function createShortLivedCaches(): ShortLivedCaches {
  const caches = new Map<string, ShortLivedCache<unknown>>()
  const cacheNamed = <Value>(name: string, ttlMs: number) => {
    let cache = caches.get(name)
    if (!cache) {
      cache = createShortLivedCache<unknown>(ttlMs)
      caches.set(name, cache)
    }
    return cache as ShortLivedCache<Value>
  }
  return Object.assign(cacheNamed, { clear: () => caches.clear() })
}
