import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopDatabase } from '../../db/openDatabase.ts'
import { listProductItems } from '../../domain/catalog/listProducts.ts'
import { normalizeListingParams, type ListingParamsInput } from '../../domain/catalog/listingParams.ts'
import { createProductLoaders } from '../../domain/catalog/productLoaders.ts'
import { selectProductRows, VARIANT_ROW_COLUMNS } from '../../domain/catalog/productRow.ts'
import { API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'

// The listing's page and the variants come as one JSON value each (docs/performance.md): they must
// give the rows a plain select gives, value for value, in the listing's order.

let database: ShopDatabase
beforeAll(async () => {
  database = await openTestDatabase()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await database?.close()
})

const log = Fastify({ logger: false }).log
const MEN = 100
const store = { language: 'en', storeKey: 'b2c_en' } as const

function listingQuery(params: ListingParamsInput) {
  return normalizeListingParams(params, {
    forSearch: false,
    filterableCodes: new Set(['color', 'size', 'material', 'genre']),
    log,
  })
}

describe('a listing page read as one JSON value', () => {
  it.each([
    ['the first page', { page: 1 }],
    ['page 2 sorted by name', { page: 2, sort: 'name' }],
    [
      'black products by price, highest first',
      { sort: 'price-desc', filters: [{ code: 'color', values: ['black'] }] },
    ],
  ])('has the rows and pictures a plain select reads, in the listing order: %s', async (_, params) => {
    const listed = await listProductItems(database.db, store, { categoryId: MEN }, listingQuery(params))
    expect(listed.length).toBeGreaterThan(0)
    const skus = listed.map((item) => item.row.sku)
    const rows = await selectProductRows(database.db, 'en').where('p.sku', 'in', skus).execute()
    const bySku = new Map(
      rows.map(({ meta_title: _title, meta_description: _description, ...row }) => [row.sku, row]),
    )
    expect(listed.map((item) => item.row)).toEqual(skus.map((sku) => bySku.get(sku)))
    expect(listed.every((item) => item.row.created_at instanceof Date)).toBe(true)
    const media = await database.db
      .selectFrom('media')
      .selectAll()
      .where(
        'id',
        'in',
        rows.flatMap((row) => (row.image_id ? [row.image_id] : [])),
      )
      .execute()
    const mediaById = new Map(media.map((row) => [row.id, row]))
    expect(listed.map((item) => item.image)).toEqual(
      listed.map((item) => (item.row.image_id ? (mediaById.get(item.row.image_id) ?? null) : null)),
    )
  })
})

describe('the variants loader', () => {
  it('answers each product its variants in id order, as a plain select reads them, and none to a product without', async () => {
    const listed = await listProductItems(database.db, store, { categoryId: MEN }, listingQuery({ page: 1 }))
    const skus = [...listed.map((item) => item.row.sku), 'NO-SUCH-SKU']
    const loaders = createProductLoaders(database.db, 'en', 'b2c_en')
    const answered = await loaders.variants.loadMany(skus)
    const rows = await database.db
      .selectFrom('product')
      .select(VARIANT_ROW_COLUMNS)
      .where('parent_sku', 'in', skus)
      .orderBy('id')
      .execute()
    expect(rows.length).toBeGreaterThan(30)
    expect(answered).toEqual(skus.map((sku) => rows.filter((row) => row.parent_sku === sku)))
  })
})
