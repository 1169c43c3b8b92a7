import { API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts'
import { openDatabase } from '../../db/openDatabase.ts'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { setVariantStock } from '../../domain/stock/setVariantStock.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { loadConfig } from '../../server/config.ts'

const PRODUCT = '/en/product/SL-00001'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

let primary: TestDatabase
beforeAll(async () => {
  primary = await openTestDatabase()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await primary?.close()
})

/** One more app instance on the same PostgreSQL database (its own pool and listener). */
async function startInstance(options: { redisPrefix?: string } = {}): Promise<TestServer> {
  const database = await openDatabase({ databaseUrl: primary.databaseUrl, prepare: false })
  const pageCache = {
    ...loadConfig({}).pageCache,
    staleSeconds: 5,
    ...(options.redisPrefix ? { redisPrefix: options.redisPrefix } : {}),
  }
  // Redis's 50 ms command budget is for production; on a loaded CI machine a write took longer, went to the in-process fallback, and the other instance missed the page.
  const redis = options.redisPrefix ? { redisUrl: REDIS_URL, redisCommandTimeoutMs: 5_000 } : {}
  return startTestServer({ pageCache, ...redis }, { database })
}

const xCache = async (app: FastifyInstance, url: string) =>
  (await app.inject({ url, headers: { accept: 'text/html' } })).headers['x-cache']

async function categoryAndVariant() {
  const category = await primary.db
    .selectFrom('product_category')
    .select('category_id')
    .where('sku', '=', 'SL-00001')
    .orderBy('category_id', 'desc')
    .executeTakeFirstOrThrow()
  const variant = await primary.db
    .selectFrom('product')
    .select(['sku', 'qty'])
    .where('parent_sku', '=', 'SL-00001')
    .orderBy('sku')
    .executeTakeFirstOrThrow()
  return { categoryUrl: `/en/category/${category.category_id}`, variant }
}

describe('page cache purges across instances on PostgreSQL', () => {
  it('a stock change purges the product and its category on both instances (LISTEN/NOTIFY)', async () => {
    const [first, second] = await Promise.all([startInstance(), startInstance()])
    try {
      const { categoryUrl, variant } = await categoryAndVariant()
      for (const server of [first, second]) {
        for (const url of [PRODUCT, categoryUrl]) {
          await xCache(server.app, url)
          expect(await xCache(server.app, url)).toBe('HIT')
        }
      }
      await setVariantStock(primary.db, first.app.config.stores, variant.sku, variant.qty + 3)
      for (const server of [first, second]) {
        await expect.poll(() => xCache(server.app, PRODUCT), { timeout: 1000, interval: 25 }).toBe('MISS')
        expect(await xCache(server.app, categoryUrl)).toBe('MISS')
      }
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('a cancelled order gives its pieces back and purges their product page on both instances', async () => {
    const [first, second] = await Promise.all([startInstance(), startInstance()])
    try {
      const line = await primary.db
        .selectFrom('shop_order')
        .innerJoin('order_item', 'order_item.order_id', 'shop_order.id')
        .select(['shop_order.number', 'order_item.sku', 'order_item.variant_sku'])
        .where('shop_order.status', 'in', ['pending', 'processing'])
        .where('order_item.variant_sku', 'is not', null)
        .where('order_item.giftcard', 'is', null)
        .orderBy('shop_order.id')
        .executeTakeFirstOrThrow()
      const productUrl = `/en/product/${line.sku}`
      const stockBefore = await primary.db
        .selectFrom('product')
        .select('qty')
        .where('sku', '=', line.variant_sku!)
        .executeTakeFirstOrThrow()
      for (const server of [first, second]) {
        await xCache(server.app, productUrl)
        expect(await xCache(server.app, productUrl)).toBe('HIT')
      }
      const moved = await moveOrder(
        primary.db,
        { orderNumber: line.number, to: 'cancelled', notify: false },
        { stores: first.app.config.stores, orderLinks: null },
      )
      expect(moved.moved).toBe(true)
      const stockAfter = await primary.db
        .selectFrom('product')
        .select('qty')
        .where('sku', '=', line.variant_sku!)
        .executeTakeFirstOrThrow()
      expect(stockAfter.qty).toBeGreaterThan(stockBefore.qty)
      for (const server of [first, second])
        await expect.poll(() => xCache(server.app, productUrl), { timeout: 1000, interval: 25 }).toBe('MISS')
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('shares pages in Redis, and a stock change or an app purge reaches both instances (Redis pub/sub)', async () => {
    const redisPrefix = `shop_page_cache_test_${randomBytes(5).toString('hex')}:`
    const [first, second] = await Promise.all([
      startInstance({ redisPrefix }),
      startInstance({ redisPrefix }),
    ])
    try {
      const { categoryUrl, variant } = await categoryAndVariant()
      const heard: [string[][], string[][]] = [[], []]
      first.app.pageCache.onPurge((tags) => {
        heard[0].push(tags)
      })
      second.app.pageCache.onPurge((tags) => {
        heard[1].push(tags)
      })
      const bothHeard = (tag: string) => heard.every((purges) => purges.some((tags) => tags.includes(tag)))
      expect(await xCache(first.app, PRODUCT)).toBe('MISS')
      expect(await xCache(second.app, PRODUCT)).toBe('HIT')
      await xCache(second.app, categoryUrl)
      expect(await xCache(first.app, categoryUrl)).toBe('HIT')
      await setVariantStock(primary.db, first.app.config.stores, variant.sku, variant.qty + 5)
      await expect.poll(() => xCache(second.app, PRODUCT), { timeout: 1000, interval: 25 }).toBe('MISS')
      expect(await xCache(first.app, categoryUrl)).toBe('MISS')
      // Each instance drops the shared pages when the database tells it: let both have heard before reading on.
      await expect.poll(() => bothHeard(`product:${variant.sku}`), { timeout: 1000, interval: 10 }).toBe(true)

      heard[0].length = 0
      heard[1].length = 0
      await xCache(first.app, PRODUCT)
      expect(await xCache(first.app, PRODUCT)).toBe('HIT')
      await first.app.pageCache.purgeTags(['product:SL-00001'])
      await expect.poll(() => bothHeard('product:SL-00001'), { timeout: 1000, interval: 10 }).toBe(true)
      expect(heard[1]).toEqual([['product:SL-00001']])
      expect(await xCache(second.app, PRODUCT)).toBe('MISS')
      await first.app.pageCache.purgeTags(['all'])
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
