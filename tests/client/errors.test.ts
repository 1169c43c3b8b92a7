import { CombinedError } from '@urql/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProductQueryDocument, ShopQueryDocument } from './fixtures/documents.ts'
import { createTestShopClient } from './helpers/createTestShopClient.ts'
import { startFixtureShopApi, type FixtureShopApi } from './helpers/startFixtureShopApi.ts'

let api: FixtureShopApi
beforeEach(async () => {
  api = await startFixtureShopApi()
})
afterEach(async () => {
  vi.restoreAllMocks()
  await api.close()
})

const maintenanceAnswer = {
  status: 503,
  body: { errors: [{ message: '503 Maintenance flag', extensions: { code: 'MAINTENANCE' } }] },
}

describe('maintenance', () => {
  it('switches to maintenance once on a 503 with the marker, without retrying', async () => {
    api.force(maintenanceAnswer, 3)
    const { client, maintenance } = createTestShopClient(api.url)

    const first = await client.query(ShopQueryDocument, {}).toPromise()
    await client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()

    expect(first.error).toBeInstanceOf(CombinedError)
    expect(first.error?.graphQLErrors[0]?.message).toBe('503 Maintenance flag')
    expect(maintenance.calls).toBe(1)
    expect(api.requests).toHaveLength(2)
  })

  it('switches to maintenance on a plain HTTP 503 without a GraphQL body', async () => {
    api.force({ status: 503, body: 'Service Unavailable', contentType: 'text/html' })
    const { client, maintenance, reports } = createTestShopClient(api.url)

    const result = await client.query(ShopQueryDocument, {}).toPromise()

    expect(result.error?.networkError).toBeDefined()
    expect(maintenance.calls).toBe(1)
    expect(reports[0]?.maintenance).toBe(true)
  })

  it('switches to maintenance on the marker in a GraphQL error of a 200 answer', async () => {
    api.force({
      status: 200,
      body: { data: null, errors: [{ message: 'Unavailable: 503 Maintenance flag' }] },
    })
    const { client, maintenance } = createTestShopClient(api.url)

    await client.query(ShopQueryDocument, {}).toPromise()

    expect(maintenance.calls).toBe(1)
  })
})

describe('error reporting', () => {
  it('logs a GraphQL error with operation name and variables, surfaced as one combined error', async () => {
    api.force({
      status: 200,
      body: { data: { product: null }, errors: [{ message: 'Product unavailable', path: ['product'] }] },
    })
    const { client, reports, maintenance } = createTestShopClient(api.url)

    const result = await client.query(ProductQueryDocument, { sku: 'GONE-1' }).toPromise()

    expect(result.error).toBeInstanceOf(CombinedError)
    expect(result.error?.message).toBe('[GraphQL] Product unavailable')
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({
      operationName: 'ProductQuery',
      variables: { sku: 'GONE-1' },
      maintenance: false,
    })
    expect(reports[0]?.error).toBe(result.error)
    expect(maintenance.calls).toBe(0)
  })

  it('logs a network error once, after the retries gave up', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    api.force({ status: 502, body: 'Bad Gateway', contentType: 'text/plain' }, 5)
    const { client, reports } = createTestShopClient(api.url)

    const result = await client.query(ShopQueryDocument, {}).toPromise()

    expect(api.requests).toHaveLength(5)
    expect(result.error?.networkError).toBeDefined()
    expect(result.error?.message).toMatch(/^\[Network\]/)
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({ operationName: 'ShopQuery', variables: {} })
  })

  it('recovers silently when a retry succeeds', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    api.force({ status: 502, body: 'Bad Gateway', contentType: 'text/plain' }, 2)
    const { client, reports } = createTestShopClient(api.url)

    const result = await client.query(ShopQueryDocument, {}).toPromise()

    expect(result.data).toMatchObject({ shop: { id: 'b2c_en' } })
    expect(reports).toEqual([])
  })

  it('logs to the console with operation name and variables by default', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    api.force({ status: 200, body: { errors: [{ message: 'Boom' }] } })
    const { client } = createTestShopClient(api.url, { logger: undefined })

    await client.query(ProductQueryDocument, { sku: 'X' }).toPromise()

    expect(consoleError).toHaveBeenCalledWith('[shop api] ProductQuery failed: [GraphQL] Boom', {
      variables: { sku: 'X' },
    })
  })
})
