import type { Redis } from 'ioredis'
import type { CachedPage } from './cachedPage.ts'
import type { PageStore } from './pageStore.ts'

type PageMeta = Pick<CachedPage, 'statusCode' | 'headers' | 'etag' | 'tags' | 'storedAt'>

/**
 * Pages in Redis, shared by every instance: one hash per page (`<prefix>page:<key>`: its
 * metadata and its three codings) expiring with the page, and one set of keys per tag
 * (`<prefix>tag:<tag>`) for purges. Redis's own `maxmemory` policy bounds its size.
 */
export function createRedisPageStore(redis: Redis, prefix: string): PageStore {
  const pageKey = (key: string) => `${prefix}page:${key}`
  const tagKey = (tag: string) => `${prefix}tag:${tag}`
  return {
    async get(key) {
      const [meta, br, gzip, identity] = await redis.hmgetBuffer(
        pageKey(key),
        'meta',
        'br',
        'gzip',
        'identity',
      )
      if (!meta || !br || !gzip || !identity) return undefined
      const parsed = JSON.parse(meta.toString('utf8')) as PageMeta
      return { ...parsed, bodies: { br, gzip, identity } }
    },
    async set(key, page, keepMs) {
      const meta: PageMeta = {
        statusCode: page.statusCode,
        headers: page.headers,
        etag: page.etag,
        tags: page.tags,
        storedAt: page.storedAt,
      }
      const transaction = redis
        .multi()
        .del(pageKey(key))
        .hset(pageKey(key), { meta: JSON.stringify(meta), ...page.bodies })
        .pexpire(pageKey(key), Math.ceil(keepMs))
      // A tag set lives as long as its longest page; purged keys that already expired cost nothing.
      for (const tag of page.tags)
        transaction
          .sadd(tagKey(tag), key)
          .pexpire(tagKey(tag), Math.ceil(keepMs), 'GT')
          .pexpire(tagKey(tag), Math.ceil(keepMs), 'NX')
      await transaction.exec()
    },
    async purgeTags(tags) {
      if (tags.length === 0) return 0
      const members = await Promise.all(tags.map((tag) => redis.smembers(tagKey(tag))))
      const keys = [...new Set(members.flat())]
      const transaction = redis.multi()
      if (keys.length > 0) transaction.unlink(...keys.map(pageKey))
      transaction.unlink(...tags.map(tagKey))
      await transaction.exec()
      return keys.length
    },
    async close() {},
  }
}
