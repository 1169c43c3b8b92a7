import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClientLogSender } from '../../graphql/client/clientLog/createClientLogSender.ts'
import { createShopClient, type ShopClientOptions } from '../../graphql/client/createShopClient.ts'
import type { OperationErrorReport } from '../../graphql/client/exchanges/errorReportingExchange.ts'
import { CurrentUserQuery } from '../../graphql/client/session/currentUserQuery.ts'
import { createInjectFetch } from './helpers/injectFetch.ts'
import { parseSsrState, serializeSsrState } from '../../graphql/client/ssr/ssrState.ts'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import * as documents from './fixtures/shopDocuments.ts'

const {
  MenuQueryDocument: MenuQuery,
  ProductQueryDocument: ProductQuery,
  RemoveFromWishlistDocument: RemoveFromWishlist,
  SearchQueryDocument: SearchQuery,
} = documents

let server: TestServer
let base: string
const requests: { method: string; url: string }[] = []

/** Real fetch, recording each request the client makes. */
const recordingFetch =
  (inner: typeof fetch = fetch): typeof fetch =>
  (input, init) => {
    requests.push({ method: init?.method ?? 'GET', url: String(input) })
    return inner(input, init)
  }

/** A browser-mode client of the real shop API over HTTP that collects its error reports. */
const browserClient = (options: Partial<ShopClientOptions> = {}) => {
  const reports: OperationErrorReport[] = []
  const maintenance = { calls: 0 }
  const shop = createShopClient({
    url: `${base}/en/graphql`,
    isServer: false,
    fetch: recordingFetch(),
    logger: (report) => reports.push(report),
    onMaintenance: () => (maintenance.calls += 1),
    ...options,
  })
  return { ...shop, reports, maintenance }
}

beforeAll(async () => {
  server = await startTestServer()
  base = await server.app.listen({ port: 0, host: '127.0.0.1' })
})

afterAll(async () => {
  await server?.close()
})

describe('the client against the real shop API', () => {
  it('sends the hash first, then the full query, and only the hash once the API knows it', async () => {
    requests.length = 0
    const first = await browserClient().client.query(MenuQuery, {}).toPromise()
    const second = await browserClient().client.query(MenuQuery, {}).toPromise()

    expect(first.error).toBeUndefined()
    expect(first.data?.menu.map((category: { name: string }) => category.name)).toEqual([
      'Men',
      'Women',
      'Kids',
    ])
    expect(second.data).toEqual(first.data)
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET'])
  })

  it('answers a product by sku from a search listing already in the cache', async () => {
    const { client, reports } = browserClient()
    const search = await client.query(SearchQuery, { q: 'socks' }).toPromise()
    const sku = search.data?.search.items[0]?.sku as string
    requests.length = 0

    const product = await client.query(ProductQuery, { sku }).toPromise()

    expect(product.data?.product).toEqual(search.data?.search.items[0])
    expect(requests).toEqual([])
    expect(reports).toEqual([])
  })

  it('hands the server render over to the browser without a second request', async () => {
    const ssr = createShopClient({
      url: 'http://localhost:3000/en/graphql',
      isServer: true,
      fetch: createInjectFetch(server.app),
    })
    await ssr.client.query(SearchQuery, { q: 'socks' }).toPromise()
    const state = parseSsrState(serializeSsrState(ssr.extractSsrState()))
    requests.length = 0

    const result = await browserClient({ ssrState: state })
      .client.query(SearchQuery, { q: 'socks' })
      .toPromise()

    expect(result.data?.search.total).toBeGreaterThan(0)
    expect(requests).toEqual([])
  })

  it('runs the generated current-user query: anonymous, so requests stay cacheable', async () => {
    const { client, currentUser } = browserClient()
    const result = await client.query(CurrentUserQuery, {}).toPromise()

    expect(result.data).toEqual({ me: null })
    expect(currentUser()).toBe('anonymous')
  })

  it('sends mutations by POST with the full query', async () => {
    requests.length = 0
    const result = await browserClient().client.mutation(RemoveFromWishlist, { itemId: '1' }).toPromise()

    expect(result.data?.removeFromWishlist.success).toBe(false)
    expect(requests.map((request) => request.method)).toEqual(['POST'])
  })

  it('delivers client logs to the handler and takes its interval', async () => {
    const sender = createClientLogSender({
      endpoint: `${base}/en/client-log-handler`,
      clientId: 'integration-test',
    })
    sender.log({ context: 'integration', level: 'info', data: { ok: true } })
    sender.logError('integration', new Error('sample failure'))

    expect(await sender.flush()).toBe('sent')
    expect(sender.intervalMs).toBeGreaterThanOrEqual(1000)
    expect(sender.pending).toBe(0)
  })
})

describe('the client against the real shop API in maintenance', () => {
  it('reports maintenance once, without retrying', async () => {
    const flag = join(server.dataDir, 'maintenance.flag')
    writeFileSync(flag, '')
    // The server looks at the flag file at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    try {
      requests.length = 0
      const { client, maintenance, reports } = browserClient()

      const result = await client.query(MenuQuery, {}).toPromise()

      expect(result.error).toBeDefined()
      expect(maintenance.calls).toBe(1)
      expect(reports[0]).toMatchObject({ operationName: 'MenuQuery', maintenance: true })
      expect(requests).toHaveLength(1)
    } finally {
      rmSync(flag, { force: true })
    }
  })
})
