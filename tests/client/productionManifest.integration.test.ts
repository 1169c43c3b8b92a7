import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShopClient } from '../../graphql/client/createShopClient.ts'
import type { OperationErrorReport } from '../../graphql/client/exchanges/errorReportingExchange.ts'
import { buildManifest } from './helpers/buildManifest.ts'
import { buildApiApp } from '../api/helpers/buildApiApp.ts'
import { MenuQueryDocument, SearchQueryDocument } from './fixtures/shopDocuments.ts'

let root: string
let app: FastifyInstance
let url: string

beforeAll(async () => {
  root = await buildManifest(
    'production-manifest-',
    fileURLToPath(new URL('./fixtures/shopDocuments.ts', import.meta.url)),
  )
  const manifest = join(root, 'dist/persisted-queries.json')
  app = await buildApiApp({ config: { mode: 'production' }, persistedQueriesManifest: manifest })
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/en/graphql`
})

afterAll(async () => {
  await app?.close()
  await rm(root, { recursive: true, force: true })
})

const productionClient = () => {
  const methods: string[] = []
  const reports: OperationErrorReport[] = []
  const { client } = createShopClient({
    url,
    isServer: false,
    logger: (report) => reports.push(report),
    fetch: (input, init) => {
      methods.push(init?.method ?? 'GET')
      return fetch(input, init)
    },
  })
  return { client, methods, reports }
}

describe('the build manifest in a production shop API', () => {
  it('runs a client document by its hash alone, at the first request', async () => {
    const { client, methods, reports } = productionClient()

    const menu = await client.query(MenuQueryDocument, {}).toPromise()
    const search = await client.query(SearchQueryDocument, { q: 'socks' }).toPromise()

    expect(menu.data?.menu).toHaveLength(3)
    expect(search.data?.search.total).toBeGreaterThan(0)
    expect(methods).toEqual(['GET', 'GET'])
    expect(reports).toEqual([])
  })

  it('refuses a document that was not in the client code at build time', async () => {
    const { client, methods, reports } = productionClient()

    const result = await client
      .query(parse('query Sneaky { menu { id } }', { noLocation: true }), {})
      .toPromise()

    expect(result.data).toBeUndefined()
    expect(result.error).toBeDefined()
    expect(methods).toEqual(['GET', 'POST'])
    expect(reports).toHaveLength(1)
  })
})
