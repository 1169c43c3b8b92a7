import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeCachedPage } from './cachedPage.ts'
import { createRedisPageStore } from './redisPageStore.ts'
import { createRedisPurgeBus, type PurgeBus } from './purgeBus.ts'

// The shared Redis of the machine (CI and helpers use it too): keys under a prefix of this run only.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `shop_page_cache_unit_${randomBytes(5).toString('hex')}:`

let redis: Redis
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect()
})
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length > 0) await redis.unlink(...keys)
  await redis.quit()
})

const cachedPage = (body: string, tags: string[]) =>
  makeCachedPage({
    statusCode: 200,
    headers: { 'content-type': 'text/html', 'cache-control': 'public' },
    body: Buffer.from(body),
    tags,
  })

const databaseBusNeverUsed: PurgeBus = {
  publish: () => Promise.reject(new Error('the database bus carries a purge only while Redis cannot')),
  subscribe: () => Promise.resolve(),
  close: () => Promise.resolve(),
}

describe('Redis page store', () => {
  it('keeps a page with its codings, expiring with it', async () => {
    const store = createRedisPageStore(redis, prefix)
    const page = await cachedPage('<p>pantoufles</p>'.repeat(50), ['product:SL-1'])
    await store.set('b2c_en /product/SL-1', page, 60_000)
    const kept = await store.get('b2c_en /product/SL-1')
    expect(kept?.bodies.br.equals(page.bodies.br)).toBe(true)
    expect(kept?.bodies.identity.toString()).toBe(page.bodies.identity.toString())
    expect(kept).toMatchObject({
      statusCode: 200,
      etag: page.etag,
      tags: ['product:SL-1'],
      headers: page.headers,
    })
    const ttl = await redis.pttl(`${prefix}page:b2c_en /product/SL-1`)
    expect(ttl).toBeGreaterThan(50_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('drops the pages of a purged tag, and only those', async () => {
    const store = createRedisPageStore(redis, prefix)
    await store.set('a', await cachedPage('a', ['category:3', 'product:1']), 60_000)
    await store.set('b', await cachedPage('b', ['category:4']), 60_000)
    expect(await store.purgeTags(['category:3'])).toBe(1)
    expect(await store.get('a')).toBeUndefined()
    expect(await store.get('b')).toBeDefined()
  })

  it('carries purges to every subscriber', async () => {
    const subscriber = new Redis(REDIS_URL, { lazyConnect: true })
    await subscriber.connect()
    const bus = createRedisPurgeBus(redis, subscriber, `${prefix}purge`, databaseBusNeverUsed)
    const heard: string[][] = []
    await bus.subscribe((tags) => heard.push(tags))
    await bus.publish(['product:SL-1', 'category:3'])
    await expect.poll(() => heard, { timeout: 1000, interval: 10 }).toEqual([['product:SL-1', 'category:3']])
    await bus.close()
    subscriber.disconnect()
  })

  it('sends a purge through the database while Redis cannot take it, at once', async () => {
    const closed = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false })
    const carried: string[][] = []
    const databaseBus: PurgeBus = {
      publish: async (tags) => void carried.push([...tags]),
      subscribe: () => Promise.resolve(),
      close: () => Promise.resolve(),
    }
    const bus = createRedisPurgeBus(closed, closed, `${prefix}purge`, databaseBus)
    const started = performance.now()
    await bus.publish(['product:SL-2'])
    expect(performance.now() - started).toBeLessThan(200)
    expect(carried).toEqual([['product:SL-2']])
  })
})
