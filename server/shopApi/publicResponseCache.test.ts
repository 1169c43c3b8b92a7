import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OperationOutcome } from './operationRequest.ts'
import { PublicResponseCache, publicRootFieldsOf } from './publicResponseCache.ts'
import { loadTypeDefs } from '../../graphql/schema/typeDefs.ts'

const PUBLIC_FIELDS = publicRootFieldsOf(loadTypeDefs())

const answer = (data: Record<string, unknown>): OperationOutcome => ({
  result: { data },
  isRequestError: false,
})
const key = (query: string, variables: unknown = {}, store = 'b2c_en') => ({ store, query, variables })

/** An executor that counts its runs and answers `data` (or what `respond` gives). */
const counting = (respond: () => OperationOutcome = () => answer({ shop: { id: 'b2c_en' } })) => {
  const runs = { count: 0 }
  return { runs, execute: async () => ((runs.count += 1), respond()) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('public answers cache of the shop API', () => {
  it('tells public queries from per-shopper ones and from mutations, following fragments', () => {
    const cache = new PublicResponseCache(30_000, PUBLIC_FIELDS)
    expect(cache.kindOf('query { category(id: "3") { name } shop { id } }', null)).toBe('public query')
    expect(cache.kindOf('query Q { ...Root } fragment Root on Query { menu { id } }', 'Q')).toBe(
      'public query',
    )
    expect(cache.kindOf('query { shop { id } me { id } }', null)).toBe('private query')
    expect(cache.kindOf('query Q { ...Root } fragment Root on Query { cart { id } }', 'Q')).toBe(
      'private query',
    )
    expect(cache.kindOf('mutation { setCurrency(code: "EUR") { success } }', null)).toBe('mutation')
    expect(cache.kindOf('query {', null)).toBe('unknown')
  })

  it('runs a public query once for the same store, document and variables, then answers from memory', async () => {
    const cache = new PublicResponseCache(30_000, PUBLIC_FIELDS)
    const { runs, execute } = counting()
    const query = 'query { shop { id } }'

    await cache.run(key(query), execute)
    const again = await cache.run(key(query), execute)
    await cache.run(key(query, { other: 1 }), execute)
    await cache.run(key(query, {}, 'b2c_fr'), execute)

    expect(again.result.data).toEqual({ shop: { id: 'b2c_en' } })
    expect(runs.count).toBe(3)
  })

  it('shares one run between identical queries in flight', async () => {
    const cache = new PublicResponseCache(30_000, PUBLIC_FIELDS)
    const { runs, execute } = counting()

    await Promise.all([1, 2, 3].map(() => cache.run(key('{ menu { id } }'), execute)))

    expect(runs.count).toBe(1)
  })

  it('never keeps answers with errors, nor per-shopper queries', async () => {
    const cache = new PublicResponseCache(30_000, PUBLIC_FIELDS)
    const failing = counting(() => ({
      result: { errors: [{ message: 'boom' }] as never },
      isRequestError: false,
    }))
    await cache.run(key('{ shop { id } }'), failing.execute)
    await cache.run(key('{ shop { id } }'), failing.execute)
    const personal = counting()
    await cache.run(key('{ me { id } }'), personal.execute)
    await cache.run(key('{ me { id } }'), personal.execute)

    expect(failing.runs.count).toBe(2)
    expect(personal.runs.count).toBe(2)
  })

  it('takes the public fields from the schema: only fields marked @public are shared', () => {
    expect([...PUBLIC_FIELDS]).toEqual(
      expect.arrayContaining(['category', 'product', 'search', 'cmsPage', 'route', 'shop', '__typename']),
    )
    expect(PUBLIC_FIELDS.has('me')).toBe(false)
    expect(PUBLIC_FIELDS.has('cart')).toBe(false)
    expect(PUBLIC_FIELDS.has('sharedWishlist')).toBe(false)
    expect(
      [
        ...publicRootFieldsOf('type Query { a: Int @public b: Int } extend type Query { c: Int @public }'),
      ].sort(),
    ).toEqual(['__typename', 'a', 'c'])
  })

  it('drops after a mutation only the answers showing what it changed, and an answer after its time to live', async () => {
    vi.useFakeTimers()
    const cache = new PublicResponseCache(30_000, PUBLIC_FIELDS)
    const tagged = (id: string) => (): OperationOutcome => ({
      result: {
        data: { product: { sku: id } },
        extensions: { contentMetadata: [{ type: 'product', id, hash: 'h' }] },
      },
      isRequestError: false,
    })
    const first = counting(tagged('SL-00001'))
    const second = counting(tagged('SL-00002'))
    await cache.run(key('{ product(sku: "SL-00001") { sku } }'), first.execute)
    await cache.run(key('{ product(sku: "SL-00002") { sku } }'), second.execute)
    await cache.run(key('mutation { subscribeStockAlert { success } }'), async () =>
      answer({ subscribeStockAlert: { success: true } }),
    )
    await cache.run(key('mutation { setStock { success } }'), async () => ({
      ...answer({ setStock: { success: true } }),
      changedContent: ['product:SL-00001'],
    }))
    await cache.run(key('{ product(sku: "SL-00001") { sku } }'), first.execute)
    await cache.run(key('{ product(sku: "SL-00002") { sku } }'), second.execute)
    expect(first.runs.count).toBe(2)
    expect(second.runs.count).toBe(1)

    const { runs, execute } = counting()
    await cache.run(key('{ shop { id } }'), execute)
    await cache.run(key('{ shop { id } }'), execute)
    expect(runs.count).toBe(1)

    vi.advanceTimersByTime(30_001)
    await cache.run(key('{ shop { id } }'), execute)
    expect(runs.count).toBe(2)
  })

  it('drops the oldest answers once the kept ones pass the size budget', async () => {
    const cache = new PublicResponseCache(30_000, PUBLIC_FIELDS, 200)
    const { runs, execute } = counting(() => answer({ text: 'x'.repeat(60) }))
    for (const id of ['1', '2', '3']) await cache.run(key(`{ category(id: "${id}") { name } }`), execute)
    expect(cache.size).toBeLessThanOrEqual(200)

    await cache.run(key('{ category(id: "3") { name } }'), execute)
    expect(runs.count).toBe(3)
    await cache.run(key('{ category(id: "1") { name } }'), execute)
    expect(runs.count).toBe(4)
  })

  it('freezes kept answers so that one render cannot change what the next one reads', async () => {
    const cache = new PublicResponseCache(30_000, PUBLIC_FIELDS)
    const outcome = await cache.run(key('{ menu { id } }'), async () => answer({ menu: [{ id: '3' }] }))
    const menu: unknown = outcome.result.data?.menu
    if (!Array.isArray(menu)) throw new Error('the kept answer has no menu')

    expect(() => menu.push({ id: '4' })).toThrow(TypeError)
    expect(() => Object.assign(menu[0] as object, { id: '5' })).toThrow(TypeError)
  })
})
