import { LRUCache } from 'lru-cache'
import { sizeOfCachedPage, type CachedPage } from './cachedPage.ts'
import type { PageStore } from './pageStore.ts'

/**
 * Pages in this process's memory: at most `maxBytes` (bodies in all codings), least recently
 * used first out (lru-cache), with an index from tag to keys for purges.
 */
export function createMemoryPageStore(maxBytes: number): PageStore {
  const keysByTag = new Map<string, Set<string>>()
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, sizeOfCachedPage(page)),
    ttlAutopurge: false,
    dispose: (page, key) => {
      for (const tag of page.tags) {
        const keys = keysByTag.get(tag)
        keys?.delete(key)
        if (keys?.size === 0) keysByTag.delete(tag)
      }
    },
  })
  return {
    get: async (key) => pages.get(key),
    async set(key, page, keepMs) {
      pages.set(key, page, { ttl: keepMs })
      // lru-cache refuses an entry larger than the whole cache; index only what it kept.
      if (pages.peek(key) !== page) return
      for (const tag of page.tags) keysByTag.set(tag, (keysByTag.get(tag) ?? new Set()).add(key))
    },
    async purgeTags(tags) {
      const keys = new Set(tags.flatMap((tag) => [...(keysByTag.get(tag) ?? [])]))
      for (const key of keys) pages.delete(key)
      return keys.size
    },
    async close() {
      pages.clear()
    },
  }
}
