import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent } from './helpers/graphqlAgent.ts'
import { ADD, createCart } from './helpers/cartFixtures.ts'

/** A product staff switched off in the German store (docs/back-office.md#catalogue) and another on sale everywhere. */
let app: FastifyInstance
let offInGermany: {
  sku: string
  categoryId: number
  nameDe: string
  nameFr: string
  urlKeyDe: string
  urlKeyFr: string
}

const LISTING = `query Listing($id: ID!, $params: ListingParams) { category(id: $id) { products(params: $params) {
  total items { sku } facets { code buckets { value docCount } } } } }`
const SEARCH = `query Search($query: String!) { search(query: $query, params: { pageLength: 100 }) { total items { sku } } }`
const SITEMAP = '{ sitemap(pageLength: 5000) { entries { path } } }'
const LINKS = 'query ($ids: [String!]!) { productLinks(ids: $ids) { identifier } }'
const SKU_LOOKUP = 'query ($skus: [String!]!) { skuLookup(skus: $skus) { sku } }'

beforeAll(async () => {
  app = await buildApiApp()
  const { rows } = await sql<{ sku: string; category_id: number }>`
    select p.sku, p.category_ids[array_upper(p.category_ids, 1)] as category_id from product p
    where p.type = 'simple' and p.parent_sku is null and p.is_in_stock and p.qty > 5 and cardinality(p.category_ids) > 0
    order by p.sku limit 1`.execute(app.shopDatabase.db)
  const row = rows[0]
  if (!row) throw new Error('the seed has no simple product in stock')
  const texts = await app.shopDatabase.db
    .selectFrom('product_translation')
    .select(['language', 'name', 'url_key'])
    .where('sku', '=', row.sku)
    .execute()
  const text = (language: string) => texts.find((candidate) => candidate.language === language)
  offInGermany = {
    sku: row.sku,
    categoryId: row.category_id,
    nameDe: text('de')?.name ?? '',
    nameFr: text('fr')?.name ?? '',
    urlKeyDe: text('de')?.url_key ?? '',
    urlKeyFr: text('fr')?.url_key ?? '',
  }
  await app.shopDatabase.db
    .updateTable('product')
    .set({ disabled_stores: ['b2c_de'] })
    .where('sku', '=', row.sku)
    .execute()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

async function query(document: string, variables: Record<string, unknown>, store: string) {
  const { body } = await postGraphql(app, document, variables, store)
  expect(body.errors).toBeUndefined()
  if (!body.data) throw new Error(`no data from ${store}`)
  return body.data
}

type Listing = {
  total: number
  items: { sku: string }[]
  facets: { code: string; buckets: { docCount: number }[] }[]
}

async function listing(store: string): Promise<Listing> {
  const data = await query(
    LISTING,
    { id: String(offInGermany.categoryId), params: { pageLength: 60 } },
    store,
  )
  return data?.category.products
}

const facetTotal = (products: Listing, code: string) =>
  products.facets
    .find((facet) => facet.code === code)
    ?.buckets.reduce((sum, bucket) => sum + bucket.docCount, 0) ?? 0

describe('a product switched off in one store', () => {
  it('leaves that store’s category listing, its total and its facet counts, and stays in the other stores’', async () => {
    const [german, french] = [await listing('/de'), await listing('/fr')]
    expect(german.items.map((item) => item.sku)).not.toContain(offInGermany.sku)
    expect(french.items.map((item) => item.sku)).toContain(offInGermany.sku)
    expect(german.total).toBe(french.total - 1)
    const { rows } = await sql<{ code: string }>`
      select split_part(value, ':', 1) as code from product, unnest(attribute_values) value where sku = ${offInGermany.sku}`.execute(
      app.shopDatabase.db,
    )
    const code = rows
      .map((row) => row.code)
      .find((candidate) => french.facets.some((facet) => facet.code === candidate))
    expect(code).toBeDefined()
    expect(facetTotal(german, code ?? '')).toBeLessThan(facetTotal(french, code ?? ''))
  })

  it('is not found by that store’s search, and is by the other stores’', async () => {
    const german = await query(SEARCH, { query: offInGermany.nameDe }, '/de')
    const french = await query(SEARCH, { query: offInGermany.nameFr }, '/fr')
    expect(german.search.items.map((item: { sku: string }) => item.sku)).not.toContain(offInGermany.sku)
    expect(french.search.items.map((item: { sku: string }) => item.sku)).toContain(offInGermany.sku)
  })

  it('leaves that store’s sitemap only', async () => {
    const paths = async (store: string) =>
      ((await query(SITEMAP, {}, store)).sitemap.entries as { path: string }[]).map((entry) => entry.path)
    expect(await paths('/de')).not.toContain(`/${offInGermany.urlKeyDe}`)
    expect(await paths('/fr')).toContain(`/${offInGermany.urlKeyFr}`)
  })

  it('is not shown by that store’s product widgets and links, nor found by its quick order', async () => {
    const german = await query(LINKS, { ids: [offInGermany.sku] }, '/de')
    const french = await query(LINKS, { ids: [offInGermany.sku] }, '/fr')
    expect(german.productLinks).toEqual([])
    expect(french.productLinks).toHaveLength(1)
    expect((await query(SKU_LOOKUP, { skus: [offInGermany.sku] }, '/de')).skuLookup).toEqual([])
    expect((await query(SKU_LOOKUP, { skus: [offInGermany.sku] }, '/fr')).skuLookup).toEqual([
      { sku: offInGermany.sku },
    ])
  })

  it('cannot be added to a cart of that store, and can to a cart of another', async () => {
    const shopper = createGraphqlAgent(app)
    const add = async (store: string) => {
      const cartId = await createCart(shopper, store)
      const { data } = await shopper.query(
        ADD,
        { cartId, items: [{ sku: offInGermany.sku, quantity: 1 }] },
        { store },
      )
      return data?.addProductsToCart as {
        user_errors: { code: string }[]
        cart: { items: { product: { sku: string } }[] }
      }
    }
    const german = await add('/de')
    expect(german.user_errors.map((error) => error.code)).toEqual(['PRODUCT_NOT_FOUND'])
    expect(german.cart.items).toEqual([])
    const french = await add('/fr')
    expect(french.user_errors).toEqual([])
    expect(french.cart.items.map((item) => item.product.sku)).toEqual([offInGermany.sku])
  })
})
