import { makeCachedPage, type CachedPage } from './cachedPage.ts'
import type { PageStore } from './pageStore.ts'

/** A page as the renderer answers it, with what it shows. */
export interface RenderedPublicPage {
  statusCode: number
  headers: Record<string, string>
  /** The document as rendered, in UTF-8. */
  body: Buffer
  tags: string[]
}

/** How a request was answered: `HIT` fresh, `STALE` within the stale window (refreshed behind), `MISS` rendered for it. */
export type CacheStatus = 'HIT' | 'STALE' | 'MISS'

/** The answer of {@link PageCache.serve}: a cached page, or a render the cache must not keep (it is this request's alone). */
export type PageCacheAnswer =
  | { kind: 'cached'; page: CachedPage; status: CacheStatus }
  | { kind: 'uncacheable'; rendered: RenderedPublicPage }

/** Statuses whose anonymous answer is the same for everyone and worth keeping. */
const CACHEABLE_STATUSES = new Set([200, 301, 308, 404])

/** Whether a rendered answer may be shared: a kept status, no cookie, nothing private. */
export function isCacheable(rendered: Pick<RenderedPublicPage, 'statusCode' | 'headers'>): boolean {
  if (!CACHEABLE_STATUSES.has(rendered.statusCode)) return false
  if (rendered.headers['set-cookie'] !== undefined) return false
  return !/(?:^|[\s,])(?:private|no-store|no-cache)(?:$|[\s,=])/i.test(
    rendered.headers['cache-control'] ?? '',
  )
}

/** Options of {@link PageCache}. */
export interface PageCacheOptions {
  store: PageStore
  /** How long a page is served fresh. */
  ttlMs: number
  /** How long after that it is still served (as `STALE`) while one render refreshes it. */
  staleMs: number
  /** Called when a background refresh or the store fails; the request is answered anyway. */
  onError(error: unknown, context: string): void
  now?: () => number
}

type Flight = Promise<{ page: CachedPage | null; rendered: RenderedPublicPage }>

/**
 * The full-page cache's logic, whatever the store: fresh pages are served as they are, stale
 * ones while a single render refreshes them, and concurrent misses of one key wait for one
 * render (single flight), so an expiring popular page is rendered once, not once per request.
 * A render that overlapped a purge is served but not kept: it may show what was purged.
 */
export class PageCache {
  readonly #options: PageCacheOptions
  readonly #flights = new Map<string, Flight>()
  #purgeEpoch = 0
  #renders = 0

  constructor(options: PageCacheOptions) {
    this.#options = options
  }

  #now(): number {
    return this.#options.now?.() ?? Date.now()
  }

  /** Answers `key` from the cache, or with `render`'s page (kept when {@link isCacheable}). */
  async serve(key: string, render: () => Promise<RenderedPublicPage>): Promise<PageCacheAnswer> {
    const kept = await this.#options.store.get(key).catch((error: unknown) => {
      this.#options.onError(error, 'page cache read failed')
      return undefined
    })
    if (kept) {
      const age = this.#now() - kept.storedAt
      if (age < this.#options.ttlMs) return { kind: 'cached', page: kept, status: 'HIT' }
      if (age < this.#options.ttlMs + this.#options.staleMs) {
        if (!this.#flights.has(key))
          this.#fly(key, render).catch((error: unknown) =>
            this.#options.onError(error, 'page refresh failed'),
          )
        return { kind: 'cached', page: kept, status: 'STALE' }
      }
    }
    const joined = this.#flights.get(key)
    if (joined) {
      const { page } = await joined
      // The shared render could not be kept (a cookie, a 500): this request renders its own.
      if (page) return { kind: 'cached', page, status: 'HIT' }
      return { kind: 'uncacheable', rendered: await render() }
    }
    const { page, rendered } = await this.#fly(key, render)
    return page ? { kind: 'cached', page, status: 'MISS' } : { kind: 'uncacheable', rendered }
  }

  /** Renders `key` once for everyone asking meanwhile, and keeps the page when it may. */
  #fly(key: string, render: () => Promise<RenderedPublicPage>): Flight {
    const epoch = this.#purgeEpoch
    this.#renders += 1
    const flight: Flight = (async () => {
      const rendered = await render()
      if (!isCacheable(rendered)) return { page: null, rendered }
      const page = await makeCachedPage({ ...rendered, storedAt: this.#now() })
      if (epoch === this.#purgeEpoch) {
        await this.#options.store
          .set(key, page, this.#options.ttlMs + this.#options.staleMs)
          .catch((error: unknown) => this.#options.onError(error, 'page cache write failed'))
      }
      return { page, rendered }
    })()
    this.#flights.set(key, flight)
    const land = () => {
      if (this.#flights.get(key) === flight) this.#flights.delete(key)
    }
    flight.then(land, land)
    return flight
  }

  /** Drops the pages carrying any of `tags` from the store; renders under way are not kept. */
  async purgeTags(tags: readonly string[]): Promise<number> {
    this.#purgeEpoch += 1
    // Requests arriving after the purge must not join a render that started before it.
    this.#flights.clear()
    return this.#options.store.purgeTags(tags)
  }

  /** Renders started by the cache since it was made (refreshes and misses; a request rendering its own uncacheable answer is not one). */
  get renders(): number {
    return this.#renders
  }

  async close(): Promise<void> {
    await this.#options.store.close()
  }
}
