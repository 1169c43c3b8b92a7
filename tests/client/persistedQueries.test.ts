import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { persistedQueryText, sha256Hex } from '../../graphql/client/persisted/persistedQueryManifest.ts'
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

const hashOf = (request: FixtureShopApi['requests'][number]) =>
  (request.params.extensions as { persistedQuery?: { sha256Hash: string } } | undefined)?.persistedQuery
    ?.sha256Hash

describe('persisted queries against a real HTTP API', () => {
  it('sends the hash alone by GET first, then the full query by POST when the API does not know it', async () => {
    const { client } = createTestShopClient(api.url)
    const result = await client.query(ShopQueryDocument, {}).toPromise()

    expect(result.error).toBeUndefined()
    expect(result.data).toMatchObject({ shop: { id: 'b2c_en', locale: 'en-GB' } })
    const [first, second] = api.requests
    expect(api.requests).toHaveLength(2)
    expect(first).toMatchObject({ method: 'GET', params: { query: undefined, operationName: 'ShopQuery' } })
    expect(second).toMatchObject({ method: 'POST', params: { query: persistedQueryText(ShopQueryDocument) } })
    expect(hashOf(first!)).toBe(sha256Hex(persistedQueryText(ShopQueryDocument)))
    expect(hashOf(second!)).toBe(hashOf(first!))
  })

  it('needs only the hash once the API knows the query', async () => {
    await createTestShopClient(api.url).client.query(ShopQueryDocument, {}).toPromise()
    api.requests.length = 0

    const result = await createTestShopClient(api.url).client.query(ShopQueryDocument, {}).toPromise()

    expect(result.data).toMatchObject({ shop: { id: 'b2c_en' } })
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]).toMatchObject({ method: 'GET', params: { query: undefined } })
  })

  it('resends the full query when the API answers a hash with PersistedQueryNotSupported', async () => {
    api.force({ status: 200, body: { errors: [{ message: 'PersistedQueryNotSupported' }] } })
    const { client } = createTestShopClient(api.url)

    const result = await client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()

    expect(result.data).toMatchObject({ product: { sku: 'SOCK-2', name: 'Striped socks' } })
    expect(api.requests.map((request) => request.params.query === undefined)).toEqual([true, false])
  })

  it.each([400, 500])('resends the full query when a hash is answered with HTTP %i', async (status) => {
    api.force({ status, body: { errors: [{ message: 'Bad request' }] } })
    const { client, reports } = createTestShopClient(api.url)

    const result = await client.query(ProductQueryDocument, { sku: 'SLIPPER-1' }).toPromise()

    expect(result.error).toBeUndefined()
    expect(result.data).toMatchObject({ product: { sku: 'SLIPPER-1' } })
    expect(api.requests.map((request) => request.method)).toEqual(['GET', 'POST'])
    expect(api.requests[1]?.params.query).toBe(persistedQueryText(ProductQueryDocument))
    expect(reports).toEqual([])
  })

  it('sends mutations as full queries by POST, never hashed', async () => {
    const { client } = createTestShopClient(api.url)

    const result = await client.mutation(SetCurrencyDocument, { code: 'EUR' }).toPromise()

    expect(result.data).toMatchObject({ setCurrency: { success: true } })
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      params: { query: persistedQueryText(SetCurrencyDocument) },
    })
    expect(hashOf(api.requests[0]!)).toBeUndefined()
  })

  it('sends JSON with same-origin credentials and the GraphQL accept header', async () => {
    const calls: RequestInit[] = []
    const { client } = createTestShopClient(api.url, {
      fetch: (input, init) => {
        calls.push(init ?? {})
        return fetch(input, init)
      },
    })
    await client.mutation(SetCurrencyDocument, { code: 'EUR' }).toPromise()

    expect(calls[0]?.credentials).toBe('same-origin')
    expect(api.requests[0]?.headers['content-type']).toBe('application/json')
    expect(api.requests[0]?.headers.accept).toContain('application/graphql-response+json')
  })

  it('makes one request for identical queries asked at the same time', async () => {
    const { client } = createTestShopClient(api.url)
    await client.query(ShopQueryDocument, {}).toPromise()
    api.requests.length = 0

    const [a, b] = await Promise.all([
      client.query(ProductQueryDocument, { sku: 'SOCK-2' }, { requestPolicy: 'network-only' }).toPromise(),
      client.query(ProductQueryDocument, { sku: 'SOCK-2' }, { requestPolicy: 'network-only' }).toPromise(),
    ])

    expect(a.data).toEqual(b.data)
    // One operation reached the API: its hash, then the one full-query resend.
    expect(api.requests.map((request) => [request.method, request.params.operationName])).toEqual([
      ['GET', 'ProductQuery'],
      ['POST', 'ProductQuery'],
    ])
  })
})
