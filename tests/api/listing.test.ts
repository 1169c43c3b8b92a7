import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { API_APP_START_TIMEOUT_MS, buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

const LISTING = `query Listing($id: ID!, $params: ListingParams) {
  category(id: $id) { products(params: $params) {
    total page pageLength pageCount availablePageSizes
    items { sku name isNew prices { finalPrice { priceInclTax { value { amount } } priceExclTax { value { amount } } } } }
    facets { code label buckets { value label docCount } }
    priceRange { name value }
    sort { field direction }
  } } }`

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

async function listing(params: Record<string, unknown> | null, id = '100', store = '/en') {
  const { body } = await postGraphql(app, LISTING, { id, params }, store)
  return body
}

async function countInCategory(categoryId: number): Promise<number> {
  const result = await sql<{
    count: number
  }>`select count(*)::int as count from product_category c join product p on p.sku = c.sku where c.category_id = ${categoryId} and p.parent_sku is null`.execute(
    app.shopDatabase.db,
  )
  return result.rows[0]?.count ?? 0
}

describe('category listing', () => {
  it('defaults to page 1 and the first available page size (30)', async () => {
    const { data } = await listing(null)
    const products = data?.category.products
    expect(products.page).toBe(1)
    expect(products.pageLength).toBe(30)
    expect(products.availablePageSizes).toEqual([30, 60])
    expect(products.items).toHaveLength(30)
    expect(products.total).toBe(await countInCategory(100))
    expect(products.pageCount).toBe(Math.ceil(products.total / 30))
  })

  it('keeps the page length at least 1 and the page at least 1', async () => {
    const { data } = await listing({ page: -3, pageLength: 0 })
    expect(data?.category.products).toMatchObject({ page: 1, pageLength: 1 })
    expect(data?.category.products.items).toHaveLength(1)
  })

  it('pages through distinct items', async () => {
    const first = (await listing({ page: 1, pageLength: 10 })).data?.category.products.items.map(
      (item: { sku: string }) => item.sku,
    )
    const second = (await listing({ page: 2, pageLength: 10 })).data?.category.products.items.map(
      (item: { sku: string }) => item.sku,
    )
    expect(new Set([...first, ...second]).size).toBe(20)
  })

  it('filters on shelf prices including VAT, the bounds rounded to the cent', async () => {
    const { data } = await listing({ minPrice: 36, maxPrice: 48.014, pageLength: 60 })
    const items = data?.category.products.items as {
      prices: { finalPrice: { priceInclTax: { value: { amount: number } } } }
    }[]
    const prices = await sql<{
      price: string
    }>`select final_price as price from product p where p.category_ids @> array[100] and p.parent_sku is null`.execute(
      app.shopDatabase.db,
    )
    const expected = prices.rows.filter((row) => Number(row.price) >= 36 && Number(row.price) <= 48.01).length
    expect(data?.category.products.total).toBe(expected)
    expect(expected).toBeGreaterThan(0)
    for (const item of items)
      expect(item.prices.finalPrice.priceInclTax.value.amount).toBeGreaterThanOrEqual(36)
    for (const item of items)
      expect(item.prices.finalPrice.priceInclTax.value.amount).toBeLessThanOrEqual(48.01)
  })

  it('sorts by the JSON sort parameter', async () => {
    const amounts = (params: Record<string, unknown>) =>
      listing({ pageLength: 60, ...params }).then(
        (body) =>
          body.data?.category.products.items.map(
            (item: { prices: { finalPrice: { priceInclTax: { value: { amount: number } } } } }) =>
              item.prices.finalPrice.priceInclTax.value.amount,
          ) as number[],
      )
    const ascending = await amounts({ sort: '{"price":"asc"}' })
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    const descending = await amounts({ sort: '[{"field":"price","direction":"desc"}]' })
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
  })

  it('ignores and logs a sort that is not valid JSON', async () => {
    const warn = vi.spyOn(app.log, 'warn')
    const unsorted = await listing({ pageLength: 10 })
    const invalid = await listing({ pageLength: 10, sort: '{price: asc' })
    expect(invalid.errors).toBeUndefined()
    expect(invalid.data?.category.products.items).toEqual(unsorted.data?.category.products.items)
    expect(invalid.data?.category.products.sort).toEqual([])
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ sort: '{price: asc' }),
      expect.stringContaining('not valid JSON'),
    )
    warn.mockRestore()
  })

  it('treats other parameters as attribute filters with list values', async () => {
    const { data } = await listing({ pageLength: 60, filters: [{ code: 'color', values: ['red', 'blue'] }] })
    const skus = data?.category.products.items.map((item: { sku: string }) => item.sku) as string[]
    const colours = await sql<{
      sku: string
    }>`select distinct sku from product_attribute where code = 'color' and value in ('red', 'blue')`.execute(
      app.shopDatabase.db,
    )
    const allowed = new Set(colours.rows.map((row) => row.sku))
    expect(skus.length).toBeGreaterThan(0)
    for (const sku of skus) expect(allowed.has(sku)).toBe(true)
  })

  it('filters by gender (genre 299, 300, 301) and labels the values in the store language', async () => {
    const women = await listing({ filters: [{ code: 'genre', values: ['300'] }] }, '3', '/fr')
    const genre = women.data?.category.products.facets.find(
      (facet: { code: string }) => facet.code === 'genre',
    )
    expect(genre.label).toBe('Genre')
    expect(genre.buckets.map((bucket: { value: string }) => bucket.value)).toEqual(['299', '300', '301'])
    expect(genre.buckets.find((bucket: { value: string }) => bucket.value === '300')).toMatchObject({
      label: 'Femme',
    })
    const german = (await listing(null, '3', '/de')).data?.category.products.facets.find(
      (facet: { code: string }) => facet.code === 'genre',
    )
    expect(german.buckets.map((bucket: { label: string }) => bucket.label)).toEqual([
      'Herren',
      'Damen',
      'Kinder',
    ])
    expect(women.data?.category.products.total).toBe(await countInCategory(200))
  })

  it('lists size buckets in size order, not by count or alphabetically', async () => {
    const sizesOf = async (id: string) =>
      (
        (await listing(null, id)).data?.category.products.facets.find(
          (facet: { code: string }) => facet.code === 'size',
        )?.buckets ?? []
      ).map((bucket: { label: string }) => bucket.label)
    const slippers = await sizesOf('110')
    expect(slippers.length).toBeGreaterThan(3)
    expect(slippers).toEqual([...slippers].sort((a: string, b: string) => Number(a) - Number(b)))
    const clothing = await sizesOf('130')
    const garmentOrder = ['S', 'M', 'L', 'XL', 'XXL']
    expect(clothing.length).toBeGreaterThan(3)
    expect(clothing).toEqual(garmentOrder.filter((size) => clothing.includes(size)))
    const kidsClothing = await sizesOf('330')
    expect(kidsClothing).toEqual(
      ['4 years', '6 years', '8 years', '10 years', '12 years'].filter((size) => kidsClothing.includes(size)),
    )
    expect(kidsClothing).toContain('10 years')
  })

  it('returns dynamic facets with at most 10 buckets and a price range', async () => {
    const { data } = await listing(null, '3')
    const facets = data?.category.products.facets as { code: string; buckets: { docCount: number }[] }[]
    expect(facets.map((facet) => facet.code)).toEqual(['genre', 'color', 'size', 'material'])
    for (const facet of facets) expect(facet.buckets.length).toBeLessThanOrEqual(10)
    expect(facets.find((facet) => facet.code === 'size')?.buckets).toHaveLength(10)
    const [min, max] = data?.category.products.priceRange ?? []
    expect(min.name).toBe('min')
    expect(max.name).toBe('max')
    expect(min.value).toBeLessThan(max.value)
  })

  it('counts facets disjunctively: a colour filter keeps the other colours counted', async () => {
    const { data } = await listing({ filters: [{ code: 'color', values: ['red'] }] }, '3')
    const colour = data?.category.products.facets.find((facet: { code: string }) => facet.code === 'color')
    expect(colour.buckets.length).toBeGreaterThan(1)
  })

  it('ignores filters on unknown attributes', async () => {
    const plain = await listing({ pageLength: 5 })
    const withUnknown = await listing({
      pageLength: 5,
      filters: [{ code: 'utm_source', values: ['newsletter'] }],
    })
    expect(withUnknown.data?.category.products.total).toBe(plain.data?.category.products.total)
  })

  it('accepts 100 filter values and refuses 101 with BAD_USER_INPUT', async () => {
    const values = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`)
    const accepted = await listing({ pageLength: 1, filters: [{ code: 'color', values: values(100) }] })
    expect(accepted.errors).toBeUndefined()
    const refused = await app.inject({
      method: 'POST',
      url: '/en/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: LISTING,
        variables: { id: '100', params: { filters: [{ code: 'color', values: values(101) }] } },
      },
    })
    expect(refused.json().errors[0].extensions.code).toBe('BAD_USER_INPUT')
  })

  it('is N+1 free: the number of SQL statements does not grow with the page length', async () => {
    const detailed = `query ($params: ListingParams) { category(id: "3") { products(params: $params) { items {
      sku name path imageUrl image { url srcset { small } } stock { isInStock qty } prices { finalPrice { priceInclTax { value { amount } } } tierPrice { qty } }
      options { id values { label } } configurations { product { sku } } custom_options { title values { title } } reviews { total ratingAverage } categories { id } push_redirect { identifier }
    } facets { code } } } }`
    const statements = async (pageLength: number) => {
      const before = app.shopDatabase.statementCount()
      const { body } = await postGraphql(app, detailed, { params: { pageLength } })
      expect(body.errors).toBeUndefined()
      expect(body.data?.category.products.items).toHaveLength(pageLength)
      return app.shopDatabase.statementCount() - before
    }
    const small = await statements(30)
    const large = await statements(60)
    expect(large).toBe(small)
    expect(large).toBeLessThan(20)
  })
})

describe('listing aggregate cache', () => {
  it(
    'reuses totals and facets when only the page or the sort changes',
    async () => {
      const cached = await buildApiApp({ listingCacheSeconds: 30 })
      try {
        const run = async (params: Record<string, unknown>) => {
          const before = cached.shopDatabase.statementCount()
          const { body } = await postGraphql(cached, LISTING, { id: '110', params })
          expect(body.errors).toBeUndefined()
          return {
            statements: cached.shopDatabase.statementCount() - before,
            products: body.data?.category.products,
          }
        }
        const first = await run({ page: 1 })
        const second = await run({ page: 2, sort: '{"price":"desc"}' })
        expect(second.statements).toBe(first.statements - 1)
        expect(second.products.total).toBe(first.products.total)
        expect(second.products.facets).toEqual(first.products.facets)
        const filtered = await run({ page: 1, filters: [{ code: 'color', values: ['red'] }] })
        expect(filtered.statements).toBe(first.statements)
      } finally {
        await cached.close()
      }
    },
    API_APP_START_TIMEOUT_MS,
  )
})

describe('public answers cache', () => {
  it(
    'answers a repeated public query without SQL, and stays warm through mutations that change nothing it shows',
    async () => {
      const cached = await buildApiApp({ responseCacheSeconds: 30 })
      try {
        const run = async () => {
          const before = cached.shopDatabase.statementCount()
          const { body } = await postGraphql(cached, LISTING, { id: '110', params: { page: 1 } })
          expect(body.errors).toBeUndefined()
          return {
            statements: cached.shopDatabase.statementCount() - before,
            products: body.data?.category.products,
          }
        }
        const first = await run()
        const second = await run()
        expect(first.statements).toBeGreaterThan(0)
        expect(second).toEqual({ statements: 0, products: first.products })

        // Refused reviews and stock alerts (private) change nothing the listing shows.
        const review =
          'mutation ($input: ProductReviewInput!) { createProductReview(input: $input) { errorCode } }'
        const soldOut = await cached.shopDatabase.db
          .selectFrom('product')
          .select('sku')
          .where('parent_sku', 'is not', null)
          .where('qty', '=', 0)
          .orderBy('sku')
          .executeTakeFirstOrThrow()
        const alert =
          'mutation ($sku: String!, $email: String!) { subscribeStockAlert(sku: $sku, email: $email) { success } }'
        for (let index = 0; index < 50; index += 1) {
          expect(
            (
              await postGraphql(cached, review, {
                input: { sku: 'SL-00001', rating: 5, title: `Top ${index}`, comment: 'Great' },
              })
            ).body.data?.createProductReview.errorCode,
          ).toBe('SIGN_IN_REQUIRED')
        }
        // Alerts are limited per client address: a few are enough to show they change no listing.
        for (let index = 0; index < 5; index += 1) {
          expect(
            (await postGraphql(cached, alert, { sku: soldOut.sku, email: `ana${index}@example.org` })).body
              .data?.subscribeStockAlert.success,
          ).toBe(true)
        }
        expect(await run()).toEqual({ statements: 0, products: first.products })
      } finally {
        await cached.close()
      }
    },
    API_APP_START_TIMEOUT_MS,
  )
})
