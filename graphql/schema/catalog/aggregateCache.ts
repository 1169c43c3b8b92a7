import type { ListingAggregates } from './listProducts.ts'

const DEFAULT_TTL_MS = 30_000
const DEFAULT_MAX_ENTRIES = 1000

/**
 * Remembers listing aggregates (total, price range, facet counts) for a short time. They do
 * not depend on page or sort, so paging and re-sorting a listing reuse them; the catalogue
 * only changes through seeding or imports, which a TTL of seconds covers.
 */
export class ListingAggregateCache {
  readonly #entries = new Map<string, { value: Promise<ListingAggregates>; expiresAt: number }>()
  readonly #ttlMs: number
  readonly #maxEntries: number

  constructor(ttlMs = DEFAULT_TTL_MS, maxEntries = DEFAULT_MAX_ENTRIES) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
  }

  /** The cached aggregates of `key`, or those `load` computes (failures are not kept). */
  get(key: string, load: () => Promise<ListingAggregates>): Promise<ListingAggregates> {
    const now = Date.now()
    const cached = this.#entries.get(key)
    if (cached && cached.expiresAt > now) return cached.value
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string)
    const value = load()
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs })
    value.catch(() => this.#entries.delete(key))
    return value
  }
}
