import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildManifest } from './helpers/buildManifest.ts'
import * as documents from './fixtures/documents.ts'
import { createTestShopClient } from './helpers/createTestShopClient.ts'
import { startFixtureShopApi, type FixtureShopApi } from './helpers/startFixtureShopApi.ts'

let root: string
let manifest: Record<string, string>
let api: FixtureShopApi

beforeAll(async () => {
  root = await buildManifest(
    'persisted-queries-',
    fileURLToPath(new URL('./fixtures/documents.ts', import.meta.url)),
  )
  manifest = JSON.parse(await readFile(join(root, 'dist/persisted-queries.json'), 'utf8')) as Record<
    string,
    string
  >
  api = await startFixtureShopApi()
})

afterAll(async () => {
  await api?.close()
  await rm(root, { recursive: true, force: true })
})

describe('persisted-query manifest written by vite build', () => {
  it('covers the documents generated from the shop schema', async () => {
    const generatedRoot = await buildManifest(
      'persisted-queries-generated-',
      fileURLToPath(new URL('../../graphql/client/generated/graphql.ts', import.meta.url)),
    )
    const outFile = join(generatedRoot, 'dist/persisted-queries.json')
    const generated = JSON.parse(await readFile(outFile, 'utf8')) as Record<string, string>
    await rm(generatedRoot, { recursive: true, force: true })

    expect(Object.values(generated)).toContain(
      'query CurrentUserQuery {\n  me {\n    id\n    __typename\n  }\n}',
    )
  })

  it('holds every operation of the documents and no fragment', () => {
    expect(
      Object.values(manifest)
        .map((text) => /^(query|mutation) (\w+)/.exec(text)?.[2])
        .sort(),
    ).toEqual([
      'CurrentUserQuery',
      'Login',
      'OrderQuery',
      'ProductQuery',
      'ProductsQuery',
      'SetCurrency',
      'ShopQuery',
    ])
  })

  it('knows every hash and query text the client sends to the API', async () => {
    const { client } = createTestShopClient(api.url)
    await client.query(documents.ShopQueryDocument, {}).toPromise()
    await client.query(documents.ProductsQueryDocument, { skus: ['SOCK-2'] }).toPromise()
    await client.query(documents.OrderQueryDocument, { id: 'A-1' }).toPromise()
    await client.mutation(documents.SetCurrencyDocument, { code: 'EUR' }).toPromise()

    const sentHashes = api.sentHashes()
    const sentTexts = api.requests
      .map((request) => request.params.query)
      .filter((query) => query !== undefined)
    expect(sentHashes.length).toBeGreaterThanOrEqual(3)
    for (const hash of sentHashes) expect(Object.keys(manifest)).toContain(hash)
    for (const text of sentTexts) expect(Object.values(manifest)).toContain(text)
  })
})
