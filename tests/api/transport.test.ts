import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { parse, print } from 'graphql'
import { sql } from 'kysely'
import { API_APP_START_TIMEOUT_MS, buildApiApp, postGraphql } from './helpers/buildApiApp.ts'
import { sha256Hex } from '../../server/shopApi/persistedQueries.ts'
import { getStore } from '../../config/stores.ts'

const SHOP_QUERY = 'query ShopQuery { shop { id locale } }'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers })
}

describe('GraphQL over HTTP', () => {
  it('runs a query sent with GET and scopes it to the store of the URL', async () => {
    const response = await get(`/de/graphql?query=${encodeURIComponent(SHOP_QUERY)}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.json()).toEqual({ data: { shop: { id: 'b2c_de', locale: 'de-DE' } } })
  })

  it('lets anonymous GET results be cached, unless the client forbids it', async () => {
    const url = `/en/graphql?query=${encodeURIComponent(SHOP_QUERY)}`
    expect((await get(url)).headers['cache-control']).toBe('public, max-age=60')
    expect((await get(url, { 'cache-control': 'max-age=0, no-store' })).headers['cache-control']).toBe(
      'no-store',
    )
    expect((await postGraphql(app, SHOP_QUERY)).headers['cache-control']).toBe('no-store')
  })

  it('serves every store base path', async () => {
    for (const [base, key] of [
      ['/fr', 'b2c_fr'],
      ['/en', 'b2c_en'],
      ['/it', 'b2c_it'],
    ]) {
      const { body } = await postGraphql(app, SHOP_QUERY, {}, base)
      expect(body.data?.shop.id).toBe(key)
    }
  })

  it('refuses a mutation sent with GET with 405 and Allow: POST', async () => {
    const mutation = 'mutation { setCurrency(currency: "EUR") { success } }'
    const response = await get(`/en/graphql?query=${encodeURIComponent(mutation)}`)
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('POST')
    expect(response.json().errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED')
  })

  it('runs mutations sent with POST', async () => {
    const { status, body } = await postGraphql(
      app,
      'mutation { setCurrency(currency: "EUR") { success errorMessage } }',
    )
    expect(status).toBe(200)
    expect(body.data?.setCurrency).toEqual({ success: true, errorMessage: null })
  })

  it('refuses a POST that is not application/json with 400 (CSRF)', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/en/graphql',
        headers: { 'content-type': contentType },
        payload: `query=${SHOP_QUERY}`,
      })
      expect(response.statusCode, contentType).toBe(400)
      expect(response.json().errors[0].extensions.code).toBe('BAD_REQUEST')
    }
  })

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/en/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors[0].message).toContain('not valid JSON')
    const huge = await app.inject({
      method: 'POST',
      url: '/en/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: SHOP_QUERY, variables: { padding: 'x'.repeat(200_000) } }),
    })
    expect(huge.statusCode).toBe(413)
  })

  it('answers 400 for wrongly typed fields and bad JSON parameters', async () => {
    const wrongType = await app.inject({
      method: 'POST',
      url: '/en/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 42 },
    })
    expect(wrongType.statusCode).toBe(400)
    const badVariables = await get(`/en/graphql?query=${encodeURIComponent(SHOP_QUERY)}&variables=%7Bnope`)
    expect(badVariables.statusCode).toBe(400)
    expect(badVariables.json().errors[0].message).toContain('variables')
  })

  it('uses 200 for application/json and 400 for application/graphql-response+json on request errors', async () => {
    const broken = encodeURIComponent('{ shop { id }')
    const legacy = await get(`/en/graphql?query=${broken}`, { accept: 'application/json' })
    expect(legacy.statusCode).toBe(200)
    expect(legacy.json().errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED')
    const modern = await get(`/en/graphql?query=${broken}`, { accept: 'application/graphql-response+json' })
    expect(modern.statusCode).toBe(400)
    expect(modern.headers['content-type']).toContain('application/graphql-response+json')
    const unknownField = await get(`/en/graphql?query=${encodeURIComponent('{ nope }')}`, {
      accept: 'application/graphql-response+json',
    })
    expect(unknownField.statusCode).toBe(400)
    expect(unknownField.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED')
    const notAcceptable = await get(`/en/graphql?query=${encodeURIComponent(SHOP_QUERY)}`, {
      accept: 'text/html',
    })
    expect(notAcceptable.statusCode).toBe(406)
  })

  it('reports wrongly typed variables as BAD_USER_INPUT without running anything', async () => {
    const { body } = await postGraphql(app, 'query ($id: ID!) { category(id: $id) { id } }', {
      id: { nested: true },
    })
    expect(body.data).toBeUndefined()
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  it('limits depth, aliases and batches', async () => {
    const deep = `{ category(id: "3") { children { children { children { children { children { children { children { children { children { children { children { children { children { children { id } } } } } } } } } } } } } } } }`
    expect((await postGraphql(app, deep)).body.errors?.[0]?.message).toMatch(/depth/i)
    const aliases = `{ ${Array.from({ length: 31 }, (_, index) => `a${index}: shop { id }`).join(' ')} }`
    expect((await postGraphql(app, aliases)).body.errors?.[0]?.message).toContain('aliases')
    const batch = (size: number) =>
      app.inject({
        method: 'POST',
        url: '/en/graphql',
        headers: { 'content-type': 'application/json' },
        payload: Array.from({ length: size }, () => ({ query: SHOP_QUERY })),
      })
    const allowed = await batch(2)
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json()).toHaveLength(2)
    expect((await batch(11)).statusCode).toBe(400)
  })

  it(
    'refuses variables nested deeper than 32 levels with 400 before running anything, over GET, POST and in batches',
    async () => {
      const cachingApp = await buildApiApp({ responseCacheSeconds: 60 })
      // Written as text: JSON.stringify itself overflows the stack on such nesting.
      const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
      const query = JSON.stringify('query ($text: String!) { search(query: $text) { total } }')
      const post = (payload: string) =>
        cachingApp.inject({
          method: 'POST',
          url: '/en/graphql',
          headers: { 'content-type': 'application/json' },
          payload,
        })
      const deepOperation = `{"query":${query},"variables":{"text":"mule","deep":${nested(20_000)}}}`
      const answers = [
        await post(deepOperation),
        await post(`[{"query":${JSON.stringify(SHOP_QUERY)}},${deepOperation}]`),
        await cachingApp.inject({
          method: 'GET',
          url: `/en/graphql?query=${encodeURIComponent(JSON.parse(query) as string)}&variables=${encodeURIComponent(`{"text":"mule","deep":${nested(40)}}`)}`,
        }),
        await post(`{"query":${JSON.stringify(SHOP_QUERY)},"extensions":{"deep":${nested(40)}}}`),
      ]
      const shallow = await post(`{"query":${query},"variables":{"text":"mule","deep":${nested(30)}}}`)
      await cachingApp.close()
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400)
        expect(answer.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] })
      }
      expect(shallow.statusCode).toBe(200)
    },
    API_APP_START_TIMEOUT_MS,
  )

  it('masks unexpected errors: no SQL, no stack, a code', async () => {
    await sql`alter table faq_entry rename to faq_entry_hidden`.execute(app.shopDatabase.db)
    try {
      // Twice: the second run goes through the JIT-compiled query.
      for (const attempt of [1, 2]) {
        const { body } = await postGraphql(app, '{ faq { question } }')
        expect(body.errors?.[0], `attempt ${attempt}`).toMatchObject({
          message: 'Internal server error',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        })
        expect(JSON.stringify(body)).not.toMatch(/faq_entry|relation|stack|select/i)
      }
    } finally {
      await sql`alter table faq_entry_hidden rename to faq_entry`.execute(app.shopDatabase.db)
    }
  })

  it('answers every operation with 503 and the maintenance marker while the flag file exists', async () => {
    const flag = path.join(app.config.dataDir, 'maintenance.flag')
    writeFileSync(flag, '')
    try {
      const response = await get(`/en/graphql?query=${encodeURIComponent(SHOP_QUERY)}`)
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBeDefined()
      expect(response.json().errors[0].message).toContain('503 Maintenance flag')
    } finally {
      rmSync(flag)
    }
    expect((await get(`/en/graphql?query=${encodeURIComponent(SHOP_QUERY)}`)).statusCode).toBe(200)
  })

  it('runs operations in-process for the server render', async () => {
    const store = getStore(app.stores, 'b2c_it')
    const result = await app.shopApi.execute({
      query: 'query ($sku: String!) { product(sku: $sku) { sku name } }',
      variables: { sku: 'SL-00001' },
      store,
    })
    expect(result.errors).toBeUndefined()
    expect(result.data).toMatchObject({ product: { sku: 'SL-00001' } })
  })
})

describe('persisted queries in development and tests', () => {
  const query = 'query PersistedShop { shop { key } }'
  const hash = sha256Hex(query)
  const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }))

  it('answers PersistedQueryNotFound for an unknown hash, then runs the hash once the full query was sent', async () => {
    const first = await get(`/en/graphql?extensions=${extensions}`)
    expect(first.json().errors[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    })
    const full = await app.inject({
      method: 'POST',
      url: '/en/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
    })
    expect(full.json().data.shop.key).toBe('b2c_en')
    const again = await get(`/en/graphql?extensions=${extensions}`)
    expect(again.statusCode).toBe(200)
    expect(again.json().data.shop.key).toBe('b2c_en')
  })

  it('refuses a query whose hash does not match', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/en/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex('other') } } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH')
  })
})

describe('production mode', () => {
  const known = 'query KnownShop { shop { id } }'
  let production: FastifyInstance
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'))
    const manifest = path.join(dir, 'persisted-queries.json')
    writeFileSync(manifest, JSON.stringify({ [sha256Hex(known)]: known }))
    production = await buildApiApp({ config: { mode: 'production' }, persistedQueriesManifest: manifest })
  })
  afterAll(async () => production?.close())

  const send = (payload: object) =>
    production.inject({
      method: 'POST',
      url: '/fr/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    })

  it('runs documents of the manifest, by hash or as full text', async () => {
    expect(
      (await send({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex(known) } } })).json()
        .data.shop.id,
    ).toBe('b2c_fr')
    expect((await send({ query: known })).json().data.shop.id).toBe('b2c_fr')
  })

  it('refuses unknown full queries and unknown hashes', async () => {
    const unknown = await send({ query: '{ shop { key } }' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_REQUIRED')
    const unknownHash = await send({
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256Hex('{ shop { key } }') } },
    })
    expect(unknownHash.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND')
  })

  it('runs the server’s own typed documents in process, whose text a request may not send', async () => {
    const document: TypedDocumentNode<{ shop: { id: string } }, Record<string, never>> = parse(
      'query ServerShop { shop { id } }',
    )
    const { result } = await production.shopApi.runDocument(
      document,
      {},
      { store: getStore(production.stores, 'b2c_fr') },
    )
    expect(result.data?.shop.id).toBe('b2c_fr')
    expect((await send({ query: print(document) })).json().errors[0].extensions.code).toBe(
      'PERSISTED_QUERY_REQUIRED',
    )
  })

  it('turns introspection off', async () => {
    const introspection = '{ __schema { types { name } } }'
    const store = getStore(production.stores, 'b2c_fr')
    const result = await production.shopApi.execute({ query: introspection, store })
    expect(result.errors?.[0]?.message).toMatch(/introspection/i)
  })
})

describe('bad input', () => {
  it('treats NUL characters in variables as unknown text and refuses them in query literals', async () => {
    const inVariables = await postGraphql(
      app,
      'query ($sku: String!, $url: String!) { product(sku: $sku) { sku } route(url: $url) { __typename } }',
      { sku: 'SL-00001\u0000', url: '/\u0000' },
    )
    expect(inVariables.body).toEqual({ data: { product: null, route: { __typename: 'NotFoundEntity' } } })
    const inLiteral = await postGraphql(app, '{ product(sku: "SL\\u0000") { sku } }')
    expect(inLiteral.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  it('answers NotFoundEntity for a URL with an encoded NUL', async () => {
    const { body } = await postGraphql(app, '{ route(url: "/%00") { __typename } }')
    expect(body.data?.route.__typename).toBe('NotFoundEntity')
  })
})
