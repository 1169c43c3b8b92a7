import { ALL_PAGES_TAG } from './pageTags.ts'
import type { PageStore } from './pageStore.ts'

/** Options of {@link createFallbackPageStore}. */
export interface FallbackPageStoreOptions {
  /** The shared store (Redis). */
  primary: PageStore
  /** This process's memory, used while the shared store fails. */
  fallback: PageStore
  /** Whether the shared store's connection is up now (an ioredis `status` of `ready`). */
  connected(): boolean
  /** A cheap round trip to the shared store (`PING`); resolves when it answers. */
  probe(): Promise<unknown>
  /** Time between probes while the shared store is out. */
  probeIntervalMs: number
  /** Called once when the shared store fails, and once when it answers again. */
  onDown(error: unknown): void
  onUp(): void
}

/** A page store that keeps pages in a shared store while it answers and in memory while it does not. */
export interface FallbackPageStore extends PageStore {
  /** Whether pages go to the shared store now. */
  usingPrimary(): boolean
}

/**
 * Pages in the shared store (Redis) and, while it fails (stopped, paused, too slow: the
 * connection's command timeout), in this process's memory: the first failing call marks it
 * out, and until a probe finds it answering again no request waits for it. Purges always reach
 * the memory; those the shared store missed are made good when it is back (every page it kept
 * is dropped: it may show what was purged meanwhile).
 */
export function createFallbackPageStore(options: FallbackPageStoreOptions): FallbackPageStore {
  const { primary, fallback } = options
  let out = false
  let missedPurge = false
  let probing: NodeJS.Timeout | null = null
  let closed = false

  const usable = () => !out && options.connected()

  function markOut(error: unknown) {
    if (!out) options.onDown(error)
    out = true
    scheduleProbe()
  }

  function scheduleProbe() {
    if (probing || closed) return
    probing = setTimeout(() => {
      probing = null
      void recover()
    }, options.probeIntervalMs)
    probing.unref()
  }

  async function recover() {
    try {
      if (!options.connected()) throw new Error('Redis is not connected')
      await options.probe()
      if (missedPurge) {
        missedPurge = false
        await primary.purgeTags([ALL_PAGES_TAG])
      }
      out = false
      options.onUp()
    } catch {
      scheduleProbe()
    }
  }

  async function withPrimary<T>(apply: (store: PageStore) => Promise<T>): Promise<T> {
    if (!usable()) {
      // A connection that dropped by itself (Redis stopped) is marked out at once, and probed.
      if (!out) markOut(new Error('Redis is not connected'))
      return apply(fallback)
    }
    try {
      return await apply(primary)
    } catch (error) {
      markOut(error)
      return apply(fallback)
    }
  }

  return {
    usingPrimary: usable,
    get: (key) => withPrimary((store) => store.get(key)),
    set: (key, page, keepMs) => withPrimary((store) => store.set(key, page, keepMs)),
    async purgeTags(tags) {
      const inMemory = await fallback.purgeTags(tags)
      if (!usable()) {
        missedPurge = true
        if (!out) markOut(new Error('Redis is not connected'))
        return inMemory
      }
      try {
        return inMemory + (await primary.purgeTags(tags))
      } catch (error) {
        missedPurge = true
        markOut(error)
        return inMemory
      }
    },
    async close() {
      closed = true
      if (probing) clearTimeout(probing)
      await Promise.all([primary.close(), fallback.close()])
    },
  }
}
