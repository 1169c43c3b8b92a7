import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseSsrState, serializeSsrState } from '../../graphql/client/ssr/ssrState.ts'
import { ProductQueryDocument, ShopQueryDocument } from './fixtures/documents.ts'
import { createTestShopClient } from './helpers/createTestShopClient.ts'
import { startFixtureShopApi, type FixtureShopApi } from './helpers/startFixtureShopApi.ts'

let api: FixtureShopApi
beforeEach(async () => {
  api = await startFixtureShopApi()
})
afterEach(async () => {
  await api.close()
})

describe('server render to browser hand-over', () => {
  it('lets the browser reuse what the server fetched, without a GraphQL request', async () => {
    const server = createTestShopClient(api.url, { isServer: true })
    await server.client.query(ShopQueryDocument, {}).toPromise()
    await server.client.query(ProductQueryDocument, { sku: 'SLIPPER-1' }).toPromise()
    const html = serializeSsrState(server.extractSsrState())
    const serverRequests = api.requests.length

    const browser = createTestShopClient(api.url, { isServer: false, ssrState: parseSsrState(html) })
    const shop = await browser.client.query(ShopQueryDocument, {}).toPromise()
    const product = await browser.client.query(ProductQueryDocument, { sku: 'SLIPPER-1' }).toPromise()

    expect(shop.data).toMatchObject({ shop: { id: 'b2c_en', locale: 'en-GB' } })
    expect(product.data).toMatchObject({ product: { sku: 'SLIPPER-1', name: 'Wool slipper' } })
    expect(api.requests.length).toBe(serverRequests)
  })

  it('fetches in the browser what the server did not', async () => {
    const server = createTestShopClient(api.url, { isServer: true })
    await server.client.query(ShopQueryDocument, {}).toPromise()
    const before = api.requests.length

    const browser = createTestShopClient(api.url, { isServer: false, ssrState: server.extractSsrState() })
    const product = await browser.client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()

    expect(product.data).toMatchObject({ product: { sku: 'SOCK-2' } })
    expect(api.requests.length).toBeGreaterThan(before)
  })

  it('leaves failed results out, so that the browser asks again', async () => {
    api.force({ status: 400, body: { errors: [{ message: 'Rejected' }] } }, 2)
    const server = createTestShopClient(api.url, { isServer: true })
    const failed = await server.client.query(ShopQueryDocument, {}).toPromise()
    await server.client.query(ProductQueryDocument, { sku: 'SOCK-2' }).toPromise()

    const state = server.extractSsrState()
    const browser = createTestShopClient(api.url, { isServer: false, ssrState: state })
    const shop = await browser.client.query(ShopQueryDocument, {}).toPromise()

    expect(failed.error).toBeDefined()
    expect(Object.keys(state)).toHaveLength(1)
    expect(shop.data).toMatchObject({ shop: { id: 'b2c_en' } })
  })

  it('keeps the state of each server render apart (one client per request)', async () => {
    const first = createTestShopClient(api.url, { isServer: true })
    await first.client.query(ShopQueryDocument, {}).toPromise()
    const second = createTestShopClient(api.url, { isServer: true })

    expect(Object.keys(first.extractSsrState())).toHaveLength(1)
    expect(second.extractSsrState()).toEqual({})
  })
})
