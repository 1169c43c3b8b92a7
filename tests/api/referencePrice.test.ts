import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

const PRICES = `fragment Prices on ProductPrices {
  regularPrice { priceInclTax { value { amount } } }
  finalPrice { priceInclTax { value { amount } } }
  referencePrice { priceInclTax { value { amount currency } } priceExclTax { value { amount } } }
}`
const PRODUCT = `query Product($sku: String!) { product(sku: $sku) {
  sku prices { ...Prices }
  configurations { product { sku prices { ...Prices } } }
} } ${PRICES}`

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db

async function prices(sku: string, store = '/en') {
  const { body } = await postGraphql(app, PRODUCT, { sku }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.product
}

/** A sellable product matching `condition` on product p and the count h of its history rows. */
async function sellable(condition: string): Promise<{ sku: string; regular: number; final: number }> {
  const { rows } = await sql<{ sku: string; regular: string; final: string }>`
    select p.sku, p.regular_price as regular, p.final_price as final from product p
    where p.parent_sku is null and p.type in ('simple', 'configurable')
      and ${sql.raw(condition.replaceAll('h', '(select count(*) from product_price_history h where h.sku = p.sku)'))}
    order by p.id limit 1`.execute(db())
  const row = rows[0]
  if (!row) throw new Error(`no seeded product where ${condition}`)
  return { sku: row.sku, regular: Number(row.regular), final: Number(row.final) }
}

describe('reference price of a reduction (Omnibus)', () => {
  it('is the regular price a product sold at for months before the winter sale, in every store', async () => {
    const product = await sellable('p.final_price < p.regular_price and not p.is_new and h = 2')
    for (const store of ['/fr', '/de', '/en', '/it']) {
      const { prices: shown } = await prices(product.sku, store)
      expect(shown.finalPrice.priceInclTax.value.amount).toBe(product.final)
      expect(shown.referencePrice.priceInclTax.value).toEqual({ amount: product.regular, currency: 'EUR' })
      expect(shown.referencePrice.priceExclTax.value.amount).toBeLessThan(product.regular)
    }
  })

  it('is the autumn promotion price when it was lower within the 30 days before the sale, for the variants too', async () => {
    const product = await sellable(`p.type = 'configurable' and p.final_price < p.regular_price and h = 4`)
    const [, promotion] = await db()
      .selectFrom('product_price_history')
      .select('final_price')
      .where('sku', '=', product.sku)
      .orderBy('valid_from')
      .execute()
    const shown = await prices(product.sku, '/de')
    expect(Number(promotion?.final_price)).toBeLessThan(product.regular)
    expect(shown.prices.referencePrice.priceInclTax.value.amount).toBe(Number(promotion?.final_price))
    expect(shown.configurations.length).toBeGreaterThan(0)
    for (const { product: variant } of shown.configurations) {
      expect(variant.prices.referencePrice.priceInclTax.value.amount).toBe(Number(promotion?.final_price))
    }
  })

  it('is null for a product launched at a reduced price (no price before the reduction)', async () => {
    const product = await sellable('p.final_price < p.regular_price and p.is_new and h = 1')
    const shown = await prices(product.sku)
    expect(shown.prices.finalPrice.priceInclTax.value.amount).toBeLessThan(
      shown.prices.regularPrice.priceInclTax.value.amount,
    )
    expect(shown.prices.referencePrice).toBeNull()
  })

  it('is null for a product that is not reduced', async () => {
    const product = await sellable('p.final_price = p.regular_price')
    expect((await prices(product.sku)).prices.referencePrice).toBeNull()
  })

  it('follows a price change made by any writer: the trigger records it and the old price becomes the reference', async () => {
    const product = await sellable('p.final_price = p.regular_price and h = 1')
    await sql`update product set final_price = 9.90 where sku = ${product.sku} or parent_sku = ${product.sku}`.execute(
      db(),
    )
    const history = await db()
      .selectFrom('product_price_history')
      .select(['final_price'])
      .where('sku', '=', product.sku)
      .orderBy('valid_from')
      .execute()
    expect(history.map((row) => Number(row.final_price))).toEqual([product.regular, 9.9])
    const shown = await prices(product.sku, '/it')
    expect(shown.prices.referencePrice.priceInclTax.value.amount).toBe(product.regular)
  })

  it('is null when a reduced product was written without any earlier price', async () => {
    const product = await sellable('p.final_price = p.regular_price and h = 1')
    await db().deleteFrom('product_price_history').where('sku', '=', product.sku).execute()
    await sql`update product set final_price = 9.90 where sku = ${product.sku}`.execute(db())
    expect((await prices(product.sku)).prices.referencePrice).toBeNull()
  })
})
