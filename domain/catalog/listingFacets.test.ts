import { describe, expect, it } from 'vitest'
import { countListingFacets, type ListingAggregates, type ListingValue } from './listingFacets.ts'
import type { ListingQuery } from './listingParams.ts'

const VALUES: ListingValue[] = [
  [1, 'color', 'blue'],
  [2, 'color', 'red'],
  [3, 'genre', '299'],
  [4, 'genre', '300'],
  [5, 'size', '40'],
  [6, 'size', '41'],
]

interface Product {
  price: number | null
  ids: number[]
}

/** Packs products as migration 0012 does: float8 price (NaN when null), uint16 count, uint16 ids, big-endian. */
function pack(products: readonly Product[]): Uint8Array {
  const bytes = new Uint8Array(products.reduce((size, product) => size + 10 + 2 * product.ids.length, 0))
  const view = new DataView(bytes.buffer)
  let offset = 0
  for (const { price, ids } of products) {
    view.setFloat64(offset, price ?? Number.NaN)
    view.setUint16(offset + 8, ids.length)
    offset += 10
    for (const id of ids) {
      view.setUint16(offset, id)
      offset += 2
    }
  }
  return bytes
}

/** What the former SQL computed: total and prices under every filter, each attribute's counts under the filters on other attributes. */
function naive(products: readonly Product[], filters: ListingQuery['filters']): ListingAggregates {
  const pairsOf = (product: Product) =>
    product.ids.map((id) => VALUES.find(([valueId]) => valueId === id) as ListingValue)
  const meets = (product: Product, filter: ListingQuery['filters'][number]) =>
    pairsOf(product).some(([, code, value]) => code === filter.code && filter.values.includes(value))
  const meetsAll = (product: Product, except?: string) =>
    filters.every((filter) => filter.code === except || meets(product, filter))
  const listed = products.filter((product) => meetsAll(product))
  const prices = listed.flatMap((product) => (product.price === null ? [] : [product.price]))
  const counts = VALUES.map(([id, code, value]) => ({
    code,
    value,
    count: products.filter(
      (product) =>
        product.ids.includes(id) &&
        meetsAll(product, filters.some((filter) => filter.code === code) ? code : undefined),
    ).length,
  }))
  return {
    total: listed.length,
    minPrice: prices.length === 0 ? null : Math.min(...prices),
    maxPrice: prices.length === 0 ? null : Math.max(...prices),
    counts: counts.filter((entry) => entry.count > 0),
  }
}

const PRODUCTS: Product[] = [
  { price: 19.99, ids: [1, 3, 5, 6] },
  { price: 24.5, ids: [1, 2, 4, 6] },
  { price: 12.1, ids: [2, 3] },
  { price: null, ids: [2, 4, 5] },
  { price: 30, ids: [] },
  { price: 9.95, ids: [1, 4, 5] },
]

describe('countListingFacets', () => {
  it('counts every value and the price range without filters', () => {
    expect(countListingFacets(pack(PRODUCTS), VALUES, [])).toEqual({
      total: 6,
      minPrice: 9.95,
      maxPrice: 30,
      counts: [
        { code: 'color', value: 'blue', count: 3 },
        { code: 'color', value: 'red', count: 3 },
        { code: 'genre', value: '299', count: 2 },
        { code: 'genre', value: '300', count: 3 },
        { code: 'size', value: '40', count: 3 },
        { code: 'size', value: '41', count: 2 },
      ],
    })
  })

  it('counts each attribute under the filters on the other attributes (disjunctive facets)', () => {
    const cases: ListingQuery['filters'][] = [
      [{ code: 'color', values: ['red'] }],
      [{ code: 'color', values: ['red', 'blue'] }],
      [
        { code: 'color', values: ['blue'] },
        { code: 'size', values: ['40'] },
      ],
      [
        { code: 'color', values: ['red'] },
        { code: 'genre', values: ['300'] },
        { code: 'size', values: ['40', '41'] },
      ],
      [{ code: 'genre', values: ['unknown'] }],
      [{ code: 'material', values: ['wool'] }],
    ]
    for (const filters of cases)
      expect(countListingFacets(pack(PRODUCTS), VALUES, filters), JSON.stringify(filters)).toEqual(
        naive(PRODUCTS, filters),
      )
  })

  it('reads an empty listing and a packed value that does not start its buffer', () => {
    expect(countListingFacets(null, VALUES, [])).toEqual({
      total: 0,
      minPrice: null,
      maxPrice: null,
      counts: [],
    })
    const packed = pack(PRODUCTS)
    const shifted = new Uint8Array(packed.length + 3)
    shifted.set(packed, 3)
    expect(countListingFacets(shifted.subarray(3), VALUES, [{ code: 'size', values: ['41'] }])).toEqual(
      naive(PRODUCTS, [{ code: 'size', values: ['41'] }]),
    )
  })
})
