import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

const SEARCH = `query Search($query: String!) { search(query: $query, params: { pageLength: 12 }) { total correctedQuery items { sku name categories { id } } } }`

type Item = { sku: string; name: string; categories: { id: string }[] }
type SearchResult = { total: number; correctedQuery: string | null; items: Item[] }

/** Seeded category ids: each audience (1xx men, 2xx women, 3xx kids) has slippers x10 (mules x11, booties x12, moccasins x13) and socks x20. */
const isIn =
  (...suffixes: string[]) =>
  (item: Item) =>
    item.categories.some(
      (category) =>
        category.id.length === 3 && !category.id.startsWith('0') && suffixes.includes(category.id.slice(1)),
    )
const isSlipper = isIn('10')
const isBootie = isIn('12')
const isMoccasin = isIn('13')
const isSock = isIn('20')

/** What a shopper of each store types for slippers and socks: the store's own word and the English one. */
const STORE_WORDS = [
  { store: '/en', slippers: ['slippers'], socks: ['socks'] },
  { store: '/fr', slippers: ['chaussons', 'slippers'], socks: ['chaussettes', 'socks'] },
  { store: '/de', slippers: ['hausschuhe', 'slippers'], socks: ['socken', 'socks'] },
  { store: '/it', slippers: ['pantofole', 'slippers'], socks: ['calzini', 'socks'] },
] as const

/** How many of the first results must be of the type asked for. */
const FIRST = 12

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

async function search(query: string, store: string): Promise<SearchResult> {
  const { body } = await postGraphql(app, SEARCH, { query }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.search as SearchResult
}

const names = (items: readonly Item[]) => items.map((item) => item.name).join(' | ')

describe.each(STORE_WORDS)('search ranking in $store', ({ store, slippers, socks }) => {
  it.each([...slippers, 'slipers'])(
    '"%s" ranks slippers first, booties among them, and no moccasin first',
    async (query) => {
      const result = await search(query, store)
      expect(result.items, names(result.items)).toHaveLength(FIRST)
      expect(result.items.every(isSlipper), names(result.items)).toBe(true)
      expect(isMoccasin(result.items[0]!), names(result.items)).toBe(false)
      expect(result.items.some(isBootie), names(result.items)).toBe(true)
      expect(
        result.items.some((item) => !isMoccasin(item) && !isBootie(item)),
        names(result.items),
      ).toBe(true)
    },
  )

  it.each([...socks, 'sokcs'])('"%s" ranks socks first, never a knitting pattern', async (query) => {
    const result = await search(query, store)
    expect(result.items, names(result.items)).toHaveLength(FIRST)
    expect(result.items.every(isSock), names(result.items)).toBe(true)
  })

  it('forgives two letters swapped ("sokcs") and one missing ("slipers"), and says what it searched for', async () => {
    expect((await search('sokcs', store)).correctedQuery).toBe('socks')
    expect((await search('slipers', store)).correctedQuery).toBe('slippers')
  })

  it('"booties" finds booties first; "moccasins" ranks moccasins first because it says moccasin', async () => {
    const booties = await search('booties', store)
    expect(booties.items.length).toBeGreaterThan(0)
    expect(booties.items.every(isBootie), names(booties.items)).toBe(true)
    const moccasins = await search('moccasins', store)
    expect(moccasins.items.length).toBeGreaterThan(0)
    expect(moccasins.items.every(isMoccasin), names(moccasins.items)).toBe(true)
  })
})
