import type { Cache } from '@urql/exchange-graphcache'

/** What the cache says about the current user (docs/shop-api.md#signed-in-requests). */
export type CurrentUserState = 'signed-in' | 'anonymous' | 'unreadable'

/**
 * Remembers the current user as graphcache last saw it. graphcache lets its cache be read
 * only inside its own resolvers and updaters, so those report to the probe.
 */
export interface CurrentUserProbe {
  /** Reads `Query.me.id` from the cache; called by the cache configuration. */
  observe(cache: Cache): void
  /** The last state seen: `anonymous` until a current user was cached. */
  readonly state: CurrentUserState
}

/** Creates a probe that starts anonymous (nothing cached yet). */
export const createCurrentUserProbe = (): CurrentUserProbe => {
  let state: CurrentUserState = 'anonymous'
  return {
    observe(cache) {
      try {
        const me = cache.resolve('Query', 'me')
        const id = typeof me === 'string' ? cache.resolve(me, 'id') : null
        state = id == null ? 'anonymous' : 'signed-in'
      } catch {
        state = 'unreadable'
      }
    },
    get state() {
      return state
    },
  }
}

/** The request header that forbids caches to answer for a signed-in shopper. */
export const NO_CACHE_HEADERS: Readonly<Record<string, string>> = { 'cache-control': 'max-age=0, no-store' }

/** Headers a request carries for a given current-user state: none for anonymous shoppers. */
export const noCacheHeaders = (state: CurrentUserState): Record<string, string> =>
  state === 'anonymous' ? {} : { ...NO_CACHE_HEADERS }
