import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createInjectFetch } from './helpers/injectFetch.ts'
import { ProductQueryDocument, SetCurrencyDocument, ShopQueryDocument } from './fixtures/documents.ts'
import { createTestShopClient } from './helpers/createTestShopClient.ts'
import { startFixtureShopApi, type FixtureShopApi } from './helpers/startFixtureShopApi.ts'

let api: FixtureShopApi
beforeEach(async () => {
  api = await startFixtureShopApi()
})
afterEach(async () => {
  await api.close()
})

describe('in-process fetch (a test helper: the client against a Fastify app without a port)', () => {
  it('runs hashed queries, full-query resends and mutations through app.inject', async () => {
    const { client } = createTestShopClient('http://shop.test/en/graphql', {
      isServer: true,
      fetch: createInjectFetch(api.app),
    })

    const shop = await client.query(ShopQueryDocument, {}).toPromise()
    const product = await client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()
    const mutation = await client.mutation(SetCurrencyDocument, { code: 'EUR' }).toPromise()

    expect(shop.data).toMatchObject({ shop: { id: 'b2c_en' } })
    expect(product.data).toMatchObject({ product: { name: 'Striped socks' } })
    expect(mutation.data).toMatchObject({ setCurrency: { success: true } })
    expect(api.requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET', 'POST', 'POST'])
    expect(api.requests.every((request) => request.headers.host === 'shop.test')).toBe(true)
  })

  it('passes the status and headers of the answer on', async () => {
    api.force({ status: 503, body: { errors: [{ message: '503 Maintenance flag' }] } })
    const response = await createInjectFetch(api.app)('http://shop.test/en/graphql?query=%7Bshop%7Bid%7D%7D')

    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ errors: [{ message: '503 Maintenance flag' }] })
  })
})
