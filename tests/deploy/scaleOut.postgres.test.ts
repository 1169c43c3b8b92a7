import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScaleDemo, type ScaleDemo } from '../../deploy/scaleDemo.ts'
import { createVarnishPurger } from '../../server/pageCache/varnishPurger.ts'
import { openDatabase } from '../../db/openDatabase.ts'

// One topology for the whole file: two shop processes on a fresh database, Varnish in front.
let demo: ScaleDemo

beforeAll(async () => {
  demo = await startScaleDemo({
    postgresUrl: process.env.TEST_DATABASE_URL,
    databaseName: `shop_scale_${randomBytes(4).toString('hex')}`,
    dropDatabaseOnStop: true,
    basePort: 20_000 + Math.floor(Math.random() * 2000) * 10,
    // Tests run on the build `npm test` made.
    build: false,
    log: () => {},
  })
}, 240_000)

afterAll(async () => {
  await demo?.stop()
}, 60_000)

/** A GET through Varnish: status, whether Varnish answered from its cache, and the headers. */
async function viaVarnish(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${demo.varnishUrl}${path}`, { headers, redirect: 'manual' })
  await response.text()
  // X-Varnish holds the request's id, and the id of the request that stored the object on a hit.
  const ids = (response.headers.get('x-varnish') ?? '').split(' ').filter(Boolean)
  return {
    status: response.status,
    hit: ids.length === 2,
    xCache: response.headers.get('x-cache'),
    headers: response.headers,
  }
}

describe('scale-out behind Varnish', () => {
  it('answers an anonymous page from Varnish the second time', async () => {
    const first = await viaVarnish('/en/category/110')
    const second = await viaVarnish('/en/category/110')
    expect(first).toMatchObject({ status: 200, hit: false, xCache: 'MISS' })
    expect(second).toMatchObject({ status: 200, hit: true, xCache: 'HIT' })
    expect(second.headers.get('surrogate-key')).toBeNull()
  })

  it('passes shoppers with a session and per-shopper pages to the shop every time', async () => {
    const session = { cookie: 'shop_session=some-session; shop_consent=analytics' }
    await viaVarnish('/en/')
    const withSession = [await viaVarnish('/en/', session), await viaVarnish('/en/', session)]
    expect(withSession.map(({ status, hit }) => ({ status, hit }))).toEqual([
      { status: 200, hit: false },
      { status: 200, hit: false },
    ])
    const cart = [await viaVarnish('/en/cart'), await viaVarnish('/en/cart')]
    expect(cart.map(({ status, hit }) => ({ status, hit }))).toEqual([
      { status: 200, hit: false },
      { status: 200, hit: false },
    ])
    expect(cart[0]?.headers.get('cache-control')).toBe('private, no-store')
    // Only the anonymous cookies are dropped: a consent cookie alone still gets the shared copy.
    expect(await viaVarnish('/en/', { cookie: 'shop_consent=analytics' })).toMatchObject({ hit: true })
  })

  it('forgets a page when the shop purges one of its tags, and only then', async () => {
    const purge = createVarnishPurger([demo.purgeUrl], {
      error: (details: unknown) => expect.fail(`purge failed: ${JSON.stringify(details)}`),
    })
    await viaVarnish('/en/product/SL-00001')
    expect(await viaVarnish('/en/product/SL-00001')).toMatchObject({ hit: true })
    await purge(['product:NOT-ON-THIS-PAGE'])
    expect(await viaVarnish('/en/product/SL-00001')).toMatchObject({ hit: true })
    await purge(['all'])
    expect(await viaVarnish('/en/product/SL-00001')).toMatchObject({ status: 200, hit: false })
    expect(await viaVarnish('/en/product/SL-00001')).toMatchObject({ hit: true })
  })

  it("forgets a product page when its stock changes in the database: the instances pass the trigger's purge on to Varnish", async () => {
    await viaVarnish('/en/product/SL-00002')
    expect(await viaVarnish('/en/product/SL-00002')).toMatchObject({ hit: true })
    const database = await openDatabase({ databaseUrl: demo.databaseUrl, prepare: false })
    try {
      const variant = await database.db
        .selectFrom('product')
        .select(['sku', 'qty'])
        .where('parent_sku', '=', 'SL-00002')
        .orderBy('sku')
        .executeTakeFirstOrThrow()
      await database.db
        .updateTable('product')
        .set({ qty: variant.qty + 1 })
        .where('sku', '=', variant.sku)
        .execute()
    } finally {
      await database.close()
    }
    await expect
      .poll(async () => (await viaVarnish('/en/product/SL-00002')).hit, { timeout: 5000, interval: 100 })
      .toBe(false)
  })

  it('refuses purges on the public address', async () => {
    const response = await fetch(`${demo.varnishUrl}/`, { method: 'PURGE', headers: { 'xkey-purge': 'all' } })
    expect(response.status).toBe(403)
  })

  it('lets any instance serve a shopper whose session another one started', async () => {
    const [first, second] = demo.instances
    const created = await shopperCart(first!.url)
    expect(created.cookie).toMatch(/^shop_session=/)
    // The browser's "the session's cart" mutation, sent to the other instance with the cookie: the same cart.
    expect(await shopperCart(second!.url, created.cookie)).toEqual({
      cartId: created.cartId,
      cookie: undefined,
    })
  })
})

/** The add-to-cart island's first mutation (by its build-time hash, as production requires): the session's cart, created when missing. */
async function shopperCart(instanceUrl: string, cookie?: string) {
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../dist/persisted-queries.json'), 'utf8'),
  ) as Record<string, string>
  const hash = Object.keys(manifest).find((key) => /mutation AddToCartShopperCart\b/.test(manifest[key]!))
  const response = await fetch(`${instanceUrl}/en/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
  })
  const body = (await response.json()) as { data?: { createGuestCart?: { cart?: { id?: string } } } }
  return {
    cartId: body.data?.createGuestCart?.cart?.id,
    cookie: /shop_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0],
  }
}
