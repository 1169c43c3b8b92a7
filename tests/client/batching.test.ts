import { Client } from '@urql/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pipe, subscribe } from 'wonka'
import { persistedQueryText } from '../../graphql/client/persisted/persistedQueryManifest.ts'
import {
  batchFetchExchange,
  MAX_OPERATIONS_PER_BATCH,
} from '../../graphql/client/exchanges/batchFetchExchange.ts'
import { createShopClient } from '../../graphql/client/createShopClient.ts'
import {
  LoginDocument,
  ProductQueryDocument,
  SetCurrencyDocument,
  ShopQueryDocument,
} from './fixtures/documents.ts'
import { fixtureSchemaInfo } from './fixtures/fixtureSchemaInfo.ts'
import { createTestShopClient } from './helpers/createTestShopClient.ts'
import { startFixtureShopApi, type FixtureShopApi } from './helpers/startFixtureShopApi.ts'

let api: FixtureShopApi
beforeEach(async () => {
  api = await startFixtureShopApi()
})
afterEach(async () => {
  await api.close()
})

describe('batching of POST operations in the browser', () => {
  it('sends two mutations issued together as one JSON array POST and gives each its own answer', async () => {
    const { client } = createTestShopClient(api.url)

    const [currency, login] = await Promise.all([
      client.mutation(SetCurrencyDocument, { code: 'EUR' }).toPromise(),
      client.mutation(LoginDocument, { email: 'ada@example.com' }).toPromise(),
    ])

    expect(currency.data).toMatchObject({ setCurrency: { success: true } })
    expect(login.data).toMatchObject({ login: { success: true, me: { id: 'customer-7' } } })
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]?.method).toBe('POST')
    expect(api.requests[0]?.batch?.map((operation) => operation.query)).toEqual([
      persistedQueryText(SetCurrencyDocument),
      persistedQueryText(LoginDocument),
    ])
    expect(api.requests[0]?.batch?.[1]?.variables).toEqual({ email: 'ada@example.com' })
  })

  it('resends the full queries of several hash misses in one batched POST', async () => {
    const { client } = createTestShopClient(api.url)
    // Both misses reach the client together, as the batching window expects.
    api.holdGets(2)

    const [shop, product] = await Promise.all([
      client.query(ShopQueryDocument, {}).toPromise(),
      client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise(),
    ])

    expect(shop.data).toMatchObject({ shop: { id: 'b2c_en' } })
    expect(product.data).toMatchObject({ product: { sku: 'SOCK-2', name: 'Striped socks' } })
    expect(api.requests.map((request) => [request.method, request.batch?.length ?? 1])).toEqual([
      ['GET', 1],
      ['GET', 1],
      ['POST', 2],
    ])
  })

  it('never batches hashed queries: each keeps its own cacheable GET', async () => {
    await createTestShopClient(api.url).client.query(ShopQueryDocument, {}).toPromise()
    await createTestShopClient(api.url).client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()
    api.requests.length = 0
    const { client } = createTestShopClient(api.url)

    await Promise.all([
      client.query(ShopQueryDocument, {}).toPromise(),
      client.query(ProductQueryDocument, { sku: 'SLIPPER-1' }).toPromise(),
    ])

    expect(api.requests.map((request) => request.method)).toEqual(['GET', 'GET'])
  })

  it(`splits more than ${MAX_OPERATIONS_PER_BATCH} operations into batches the API accepts`, async () => {
    const { client } = createTestShopClient(api.url)

    const results = await Promise.all(
      Array.from({ length: MAX_OPERATIONS_PER_BATCH + 2 }, (_, index) =>
        client.mutation(SetCurrencyDocument, { code: `C${index}` }).toPromise(),
      ),
    )

    expect(results.every((result) => result.data?.setCurrency.success === true)).toBe(true)
    expect(api.requests.map((request) => request.batch?.length ?? 1)).toEqual([MAX_OPERATIONS_PER_BATCH, 2])
  })

  it('drops an operation torn down before its batch leaves', async () => {
    // Only queries are torn down by urql; sent by POST, they take the batched path too.
    const client = new Client({ url: api.url, preferGetMethod: false, exchanges: [batchFetchExchange] })
    const dropped = pipe(
      client.query(ProductQueryDocument, { sku: 'SLIPPER-1' }),
      subscribe(() => undefined),
    )
    dropped.unsubscribe()

    const kept = await client.query(ShopQueryDocument, {}).toPromise()

    expect(kept.data).toMatchObject({ shop: { id: 'b2c_en' } })
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]?.batch).toBeUndefined()
    expect(api.requests[0]).toMatchObject({ method: 'POST', params: { operationName: 'ShopQuery' } })
  })

  it('gives every operation of a batch the maintenance answer, and switches to maintenance once', async () => {
    api.force({ status: 503, body: { errors: [{ message: '503 Maintenance flag' }] } })
    const { client, maintenance } = createTestShopClient(api.url)

    const results = await Promise.all([
      client.mutation(SetCurrencyDocument, { code: 'EUR' }).toPromise(),
      client.mutation(LoginDocument, { email: 'ada@example.com' }).toPromise(),
    ])

    expect(results.map((result) => result.error?.graphQLErrors[0]?.message)).toEqual([
      '503 Maintenance flag',
      '503 Maintenance flag',
    ])
    expect(maintenance.calls).toBe(1)
    expect(api.requests).toHaveLength(1)
  })

  it('uses the plain link in the server render: operations leave one by one', async () => {
    const { client } = createShopClient({
      url: api.url,
      isServer: true,
      schema: fixtureSchemaInfo,
      logger: () => undefined,
    })

    await Promise.all([
      client.mutation(SetCurrencyDocument, { code: 'EUR' }).toPromise(),
      client.mutation(LoginDocument, { email: 'ada@example.com' }).toPromise(),
    ])

    expect(api.requests.map((request) => request.batch?.length ?? 1)).toEqual([1, 1])
  })
})
