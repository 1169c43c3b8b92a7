import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { createFormShopper } from '../helpers/formShopper.ts'
import { setVariantStock } from '../../domain/stock/setVariantStock.ts'
import { moveProductUrl } from '../../domain/backoffice/catalogue/productUrls.ts'
import { loadConfig } from '../../server/config.ts'
import {
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'

const PRODUCT = '/en/product/SL-00001'
const pageCacheSettings = (overrides: Partial<ReturnType<typeof loadConfig>['pageCache']> = {}) => ({
  pageCache: { ...loadConfig({}).pageCache, ...overrides },
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

// Polls below wait up to 5 s: one render of a page took more than a second on a loaded CI machine.
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })

/** A category page that lists the product, and a variant of it (stock is kept per variant). */
async function productFixture(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const category = await db
    .selectFrom('product_category')
    .select('category_id')
    .where('sku', '=', 'SL-00001')
    .orderBy('category_id', 'desc')
    .executeTakeFirstOrThrow()
  const variant = await db
    .selectFrom('product')
    .select(['sku', 'qty'])
    .where('parent_sku', '=', 'SL-00001')
    .orderBy('sku')
    .executeTakeFirstOrThrow()
  return { categoryUrl: `/en/category/${category.category_id}`, variant }
}

describe('full-page cache', () => {
  it('serves a page it rendered once, already compressed as the client accepts, with Vary, a strong ETag and Surrogate-Key', async () => {
    const plain = await get(server.app, `${PRODUCT}?first=visit`)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['x-cache']).toBe('MISS')
    const brotli = await get(server.app, `${PRODUCT}?first=visit`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['x-cache']).toBe('HIT')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body)
    const gzip = await get(server.app, `${PRODUCT}?first=visit`, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body)
    const identity = await get(server.app, `${PRODUCT}?first=visit`)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toBe(plain.body)
    expect(brotli.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag)
    expect(Number(brotli.headers.age)).toBeGreaterThanOrEqual(0)
    expect(String(brotli.headers['surrogate-key']).split(' ')).toEqual(
      expect.arrayContaining(['product:SL-00001', 'menu', 'all']),
    )
    expect(brotli.headers['cache-control']).toMatch(/public, .*s-maxage=60/)
  })

  it('answers 304 to If-None-Match with the page’s ETag', async () => {
    const first = await get(server.app, PRODUCT, { 'accept-encoding': 'br' })
    const again = await get(server.app, PRODUCT, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(first.headers.etag)
    const changed = await get(server.app, PRODUCT, {
      'accept-encoding': 'br',
      'if-none-match': '"something-else"',
    })
    expect(changed.statusCode).toBe(200)
  })

  it('shares one entry between URLs that differ only by tracking parameters or parameter order', async () => {
    const base = '/en/search/slipper?pageLength=30&sort=price'
    expect((await get(server.app, base)).headers['x-cache']).toBe('MISS')
    const tracked = await get(
      server.app,
      '/en/search/slipper?utm_source=newsletter&sort=price&gclid=abc&pageLength=30&fbclid=x',
    )
    expect(tracked.headers['x-cache']).toBe('HIT')
    expect(tracked.body).not.toContain('utm_source')
  })

  it('purges the product page and the category listing it when the product’s stock changes', async () => {
    const { categoryUrl, variant } = await productFixture(server.app)
    await get(server.app, PRODUCT)
    await get(server.app, categoryUrl)
    const unrelated = await get(server.app, '/en/Faq')
    expect(unrelated.headers['surrogate-key']).not.toContain('SL-00001')
    expect((await get(server.app, PRODUCT)).headers['x-cache']).toBe('HIT')
    expect((await get(server.app, categoryUrl)).headers['x-cache']).toBe('HIT')
    await setVariantStock(server.app.shopDatabase.db, server.app.config.stores, variant.sku, variant.qty + 7)
    await expect
      .poll(async () => (await get(server.app, PRODUCT)).headers['x-cache'], { timeout: 5000, interval: 50 })
      .toBe('MISS')
    expect((await get(server.app, categoryUrl)).headers['x-cache']).toBe('MISS')
    expect((await get(server.app, '/en/Faq')).headers['x-cache']).toBe('HIT')
  })

  it('purges the page of a product an order sold (the order takes its stock)', async () => {
    const variant = await orderableVariant(server.app, 3)
    const productUrl = `/en/product/${variant.sku}`
    await get(server.app, productUrl)
    expect((await get(server.app, productUrl)).headers['x-cache']).toBe('HIT')
    const guest = newGuest(server.app)
    const { cartId } = await readyCart(guest, { items: [itemOf(variant, 1)] })
    expect((await placeOrderPaid(server.app, guest, cartId)).data?.placeOrder?.order).toBeTruthy()
    await expect
      .poll(async () => (await get(server.app, productUrl)).headers['x-cache'], {
        timeout: 5000,
        interval: 25,
      })
      .toBe('MISS')
  })

  it('shows a changed price at once: the purge reaches the shop API’s answers too', async () => {
    await get(server.app, PRODUCT)
    await server.app.shopDatabase.db
      .updateTable('product')
      .set({ final_price: 123.45 })
      .where('sku', '=', 'SL-00001')
      .execute()
    await expect
      .poll(async () => (await get(server.app, PRODUCT)).body, { timeout: 5000, interval: 50 })
      .toMatch(/123[.,]45/)
  })

  it('purges a CMS page when it is edited, and every page when a category (in the menu) is renamed', async () => {
    await get(server.app, '/en/')
    await get(server.app, PRODUCT)
    expect((await get(server.app, '/en/')).headers['x-cache']).toBe('HIT')
    await server.app.shopDatabase.db
      .updateTable('cms_page')
      .set({ title: 'Home, edited' })
      .where('identifier', '=', 'home')
      .where('language', '=', 'en')
      .execute()
    await expect
      .poll(async () => (await get(server.app, '/en/')).headers['x-cache'], { timeout: 5000, interval: 25 })
      .toBe('MISS')
    expect((await get(server.app, PRODUCT)).headers['x-cache']).toBe('HIT')
    // Category 100 is "Men" in the header's menu of every page.
    await server.app.shopDatabase.db
      .updateTable('category_translation')
      .set({ name: 'Gentlemen' })
      .where('category_id', '=', 100)
      .where('language', '=', 'en')
      .execute()
    await expect
      .poll(async () => (await get(server.app, PRODUCT)).body, { timeout: 5000, interval: 25 })
      .toContain('Gentlemen')
  })

  it('refreshes a product’s old and new URL and its listings when its URL key moves, and no other page', async () => {
    const db = server.app.shopDatabase.db
    const { request_path: oldKey } = await db
      .selectFrom('url_rewrite')
      .select('request_path')
      .where('language', '=', 'en')
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', 'SL-00001')
      .executeTakeFirstOrThrow()
    const newKey = `${oldKey}-moved`
    // As the back office's product form saves a new key: the translation's key and its URL rewrites.
    const moveUrlKey = (from: string, to: string) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('product_translation')
          .set({ url_key: to })
          .where('sku', '=', 'SL-00001')
          .where('language', '=', 'en')
          .execute()
        await moveProductUrl(trx, 'SL-00001', 'en', from, to)
      })
    const otherProduct = '/en/product/SO-00045'
    const { request_path: contentPage } = await db
      .selectFrom('url_rewrite')
      .select('request_path')
      .where('language', '=', 'en')
      .where('entity_type', '=', 'cms_page')
      .where('entity_id', '<>', 'home')
      .orderBy('request_path')
      .executeTakeFirstOrThrow()
    // A listing that links the product: a search for its name.
    const listing = `/en/search/${oldKey.split('-').slice(0, 2).join('%20')}`
    expect((await get(server.app, listing)).body).toContain(`/en/${oldKey}"`)
    expect((await get(server.app, `/en/${newKey}`)).statusCode).toBe(404)
    for (const url of [`/en/${oldKey}`, listing, otherProduct, `/en/${contentPage}`]) {
      await get(server.app, url)
      expect((await get(server.app, url)).headers['x-cache'], url).toBe('HIT')
    }

    await moveUrlKey(oldKey, newKey)
    await expect
      .poll(async () => (await get(server.app, `/en/${newKey}`)).statusCode, { timeout: 5000, interval: 25 })
      .toBe(200)
    const moved = await get(server.app, `/en/${oldKey}`)
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe(`/en/${newKey}`)
    expect((await get(server.app, listing)).body).toContain(`/en/${newKey}"`)
    expect((await get(server.app, otherProduct)).headers['x-cache']).toBe('HIT')
    expect((await get(server.app, `/en/${contentPage}`)).headers['x-cache']).toBe('HIT')

    // Back to the old key: the 301 cached at the old URL goes, the product answers there again.
    expect((await get(server.app, `/en/${oldKey}`)).headers['x-cache']).toBe('HIT')
    await moveUrlKey(newKey, oldKey)
    await expect
      .poll(async () => (await get(server.app, `/en/${oldKey}`)).statusCode, { timeout: 5000, interval: 25 })
      .toBe(200)
    expect((await get(server.app, `/en/${newKey}`)).statusCode).toBe(301)
    expect((await get(server.app, otherProduct)).headers['x-cache']).toBe('HIT')
  })

  it('purges by tag through app.pageCache.purgeTags and tells onPurge listeners', async () => {
    const heard: string[][] = []
    const stop = server.app.pageCache.onPurge((tags) => {
      heard.push(tags)
    })
    await get(server.app, '/en/')
    expect((await get(server.app, '/en/')).headers['x-cache']).toBe('HIT')
    await server.app.pageCache.purgeTags(['menu'])
    await expect.poll(() => heard, { timeout: 1000, interval: 20 }).toContainEqual(['menu'])
    expect((await get(server.app, '/en/')).headers['x-cache']).toBe('MISS')
    stop()
  })

  it('never keeps a per-shopper page', async () => {
    for (const url of ['/en/cart', '/en/login', '/en/wishlist', '/en/checkout']) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await get(server.app, url)
        expect(response.headers['cache-control'], url).toMatch(/private|no-store/)
        expect(response.headers['x-cache'], url).not.toBe('HIT')
      }
    }
  })
})

describe('full-page cache under load', () => {
  it('renders an expired page once for 50 concurrent requests, and a stale one once in the background', async () => {
    const expiring = await startTestServer(pageCacheSettings({ ttlSeconds: 0.3, staleSeconds: 0 }))
    try {
      await get(expiring.app, PRODUCT)
      await new Promise((resolve) => setTimeout(resolve, 400))
      const before = expiring.app.pageCache.renders()
      const answers = await Promise.all(Array.from({ length: 50 }, () => get(expiring.app, PRODUCT)))
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
      expect(answers.filter((answer) => answer.headers['x-cache'] === 'MISS')).toHaveLength(1)
      expect(expiring.app.pageCache.renders() - before).toBe(1)
    } finally {
      await expiring.close()
    }
    const stale = await startTestServer(pageCacheSettings({ ttlSeconds: 0.3, staleSeconds: 60 }))
    try {
      await get(stale.app, PRODUCT)
      await new Promise((resolve) => setTimeout(resolve, 400))
      const before = stale.app.pageCache.renders()
      const answers = await Promise.all(Array.from({ length: 50 }, () => get(stale.app, PRODUCT)))
      expect(answers.every((answer) => answer.headers['x-cache'] === 'STALE')).toBe(true)
      expect(stale.app.pageCache.renders() - before).toBe(1)
      await expect
        .poll(async () => (await get(stale.app, PRODUCT)).headers['x-cache'], { timeout: 5000, interval: 50 })
        .toBe('HIT')
    } finally {
      await stale.close()
    }
  })
})

describe('catalogue HTML', () => {
  it('is byte-identical for a signed-in shopper and an anonymous visitor (per-shopper data lives in islands)', async () => {
    const uncached = await startTestServer(pageCacheSettings({ enabled: false }))
    try {
      const shopper = createFormShopper(uncached.app, '/en')
      const register = await shopper.get('/en/register')
      const csrf = /name="_csrf" value="([^"]+)"/.exec(register.body)?.[1] ?? ''
      const registered = await shopper.post('/en/register', {
        _csrf: csrf,
        firstname: 'Solène',
        lastname: 'Brunner',
        email: 'solene.cache@example.com',
        password: 'woollen slippers by the fire',
        acceptsTerms: '1',
      })
      expect(registered.statusCode).toBe(303)
      const { categoryUrl } = await productFixture(uncached.app)
      for (const url of [PRODUCT, categoryUrl, '/en/', '/en/search/slipper']) {
        const signedIn = await shopper.get(url)
        const anonymous = await get(uncached.app, url)
        expect(signedIn.statusCode, url).toBe(200)
        expect(signedIn.headers['set-cookie'], url).toBeUndefined()
        expect(signedIn.body, url).toBe(anonymous.body)
      }
    } finally {
      await uncached.close()
    }
  })
})
