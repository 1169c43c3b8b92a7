import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CurrentUserQueryDocument,
  LoginDocument,
  OrderQueryDocument,
  ProductQueryDocument,
  ProductsQueryDocument,
} from './fixtures/documents.ts'
import { createTestShopClient } from './helpers/createTestShopClient.ts'
import { startFixtureShopApi, type FixtureShopApi } from './helpers/startFixtureShopApi.ts'

let api: FixtureShopApi
beforeEach(async () => {
  api = await startFixtureShopApi()
})
afterEach(async () => {
  await api.close()
})

describe('normalized cache', () => {
  it('answers product(sku) from the Product a listing already cached, without a request', async () => {
    const { client } = createTestShopClient(api.url)
    await client.query(ProductsQueryDocument, { skus: ['SLIPPER-1', 'SOCK-2'] }).toPromise()
    const before = api.requests.length

    const result = await client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()

    expect(result.data).toEqual({
      product: { sku: 'SOCK-2', name: 'Striped socks', price: { amount: 9.5, currency: 'EUR' } },
    })
    expect(result.operation.context.meta?.cacheOutcome).toBe('hit')
    expect(api.requests.length).toBe(before)
  })

  it('asks the API for a product the cache does not hold', async () => {
    const { client } = createTestShopClient(api.url)
    await client.query(ProductsQueryDocument, { skus: ['SLIPPER-1'] }).toPromise()
    const before = api.requests.length

    const result = await client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()

    expect(result.data?.product).toMatchObject({ sku: 'SOCK-2' })
    expect(api.requests.length).toBeGreaterThan(before)
  })

  it('answers an unknown sku with null, as the API did, not with an empty result', async () => {
    const { client } = createTestShopClient(api.url)

    const result = await client.query(ProductQueryDocument, { sku: 'NO-SUCH-SKU' }).toPromise()

    expect(result.error).toBeUndefined()
    expect(result.data).toEqual({ product: null })
  })

  it('stores orders under their order_id', async () => {
    const { client } = createTestShopClient(api.url)
    await client.query(OrderQueryDocument, { id: 'A-100' }).toPromise()

    const order = client.readQuery(OrderQueryDocument, { id: 'A-100' }, { requestPolicy: 'cache-only' })

    expect(order?.data).toMatchObject({ order: { order_id: 'A-100', status: 'shipped' } })
  })
})

describe('no-cache header rule', () => {
  const cacheControlOf = (request: FixtureShopApi['requests'][number] | undefined) =>
    request?.headers['cache-control']

  it('reads the current user through the cache: null when anonymous, the shopper when signed in', async () => {
    const anonymous = await createTestShopClient(api.url)
      .client.query(CurrentUserQueryDocument, {})
      .toPromise()
    api.state.signedIn = true
    const signedIn = await createTestShopClient(api.url)
      .client.query(CurrentUserQueryDocument, {})
      .toPromise()

    expect(anonymous.data).toEqual({ me: null })
    expect(signedIn.data).toEqual({ me: { id: 'customer-7' } })
  })

  it('lets anonymous requests be cached', async () => {
    const { client, currentUser } = createTestShopClient(api.url)
    await client.query(CurrentUserQueryDocument, {}).toPromise()
    await client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()

    expect(currentUser()).toBe('anonymous')
    expect(api.requests.map(cacheControlOf)).toEqual(api.requests.map(() => undefined))
  })

  it('forbids caching once the cache holds the current user', async () => {
    api.state.signedIn = true
    const { client, currentUser } = createTestShopClient(api.url)
    await client.query(CurrentUserQueryDocument, {}).toPromise()
    const before = api.requests.length

    await client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()

    expect(currentUser()).toBe('signed-in')
    expect(api.requests.slice(before).map(cacheControlOf)).toEqual(
      api.requests.slice(before).map(() => 'max-age=0, no-store'),
    )
  })

  it('forbids caching after a sign-in links the current user', async () => {
    const { client, currentUser } = createTestShopClient(api.url)
    await client.query(CurrentUserQueryDocument, {}).toPromise()
    await client.mutation(LoginDocument, { email: 'ada@example.com' }).toPromise()
    await client.query(CurrentUserQueryDocument, {}, { requestPolicy: 'network-only' }).toPromise()
    const before = api.requests.length

    await client.query(ProductQueryDocument, { sku: 'SLIPPER-1' }).toPromise()

    expect(currentUser()).toBe('signed-in')
    expect(cacheControlOf(api.requests[before])).toBe('max-age=0, no-store')
  })
})
