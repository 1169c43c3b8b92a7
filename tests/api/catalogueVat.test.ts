import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

// The catalogue's amounts excluding VAT (docs/vat.md): each store splits the same shelf price at
// its own country's rate for the product's tax class — 20 % in /fr, 19 % in /de, 22 % in /it,
// 20 % in /en but 0 % for children's clothing and footwear.

let app: FastifyInstance

const PRICE = `priceInclTax { value { amount } } priceExclTax { value { amount } }`
const PRODUCT = `query ($sku: String!) { product(sku: $sku) {
  prices { finalPrice { ${PRICE} } regularPrice { ${PRICE} } tierPrice { qty price { ${PRICE} } } }
  configurations { product { sku prices { finalPrice { ${PRICE} } } } }
  custom_options { option_id extraCost { ... on FixedExtraCost { prices { ${PRICE} } } } }
} }`
const LISTING = `query ($id: ID!, $params: ListingParams) { category(id: $id) { products(params: $params) {
  items { sku prices { finalPrice { ${PRICE} } } }
} } }`
const BUNDLE = `query ($sku: String!) { product(sku: $sku) { bundleOptions { values { product { sku } prices { finalPrice { ${PRICE} } } } } } }`

/** An amount excluding VAT worked out here on its own: the gross divided by (1 + rate), rounded to the cent. */
const exclusive = (gross: number, percent: number) =>
  Math.round((Math.round(gross * 100) * 100) / (100 + percent)) / 100

const STORES = [
  { store: '/fr', standard: 20, children: 20 },
  { store: '/de', standard: 19, children: 19 },
  { store: '/it', standard: 22, children: 22 },
  { store: '/en', standard: 20, children: 0 },
] as const

/** The adults' and the kids' product of the test: shelf prices, a quantity price and a fixed-price option. */
const ADULT = { gross: 59.9, tier: 53.9, option: 5 }
const CHILD = { gross: 13.9, tier: 11.9, option: 2.5 }
let adultSku = ''
let childSku = ''
let categoryId = 0

async function configurableSku(kids: boolean): Promise<{ sku: string; category: number }> {
  const { rows } = await sql<{ sku: string; category: number }>`
    select p.sku, p.category_ids[array_length(p.category_ids, 1)] as category from product p
    where p.type = 'configurable' and p.tax_class = ${kids ? 'children_clothing' : 'standard'} and exists (select 1 from product v where v.parent_sku = p.sku)
    order by p.sku limit 1`.execute(app.shopDatabase.db)
  if (!rows[0]) throw new Error(`the seed has no ${kids ? 'kids' : 'adults'} configurable product`)
  return rows[0]
}

async function priceProduct(sku: string, prices: typeof ADULT, optionId: number): Promise<void> {
  const db = app.shopDatabase.db
  await sql`update product set regular_price = ${prices.gross}, final_price = ${prices.gross} where sku = ${sku} or parent_sku = ${sku}`.execute(
    db,
  )
  await sql`update product_translation set final_price = ${prices.gross} where sku = ${sku}`.execute(db)
  await sql`delete from tier_price where sku = ${sku}`.execute(db)
  await sql`insert into tier_price (sku, qty, price) values (${sku}, 3, ${prices.tier})`.execute(db)
  await sql`insert into custom_option (id, sku, titles, type, is_required, price_type, price, max_characters, position)
    values (${optionId}, ${sku}, ${JSON.stringify({ fr: 'Broderie', de: 'Stickerei', en: 'Embroidery', it: 'Ricamo' })}::jsonb, 'field', false, 'fixed', ${prices.option}, 20, 99)`.execute(
    db,
  )
}

beforeAll(async () => {
  app = await buildApiApp()
  const child = await configurableSku(true)
  const adult = await configurableSku(false)
  childSku = child.sku
  adultSku = adult.sku
  categoryId = child.category
  await priceProduct(adultSku, ADULT, 990_001)
  await priceProduct(childSku, CHILD, 990_002)
})
afterAll(async () => app?.close())

type Priced = { priceInclTax: { value: { amount: number } }; priceExclTax: { value: { amount: number } } }
const split = (price: Priced) => ({
  incl: price.priceInclTax.value.amount,
  excl: price.priceExclTax.value.amount,
})

describe('catalogue prices excluding VAT, per store', () => {
  it.each(STORES)(
    'splits an adults’ product’s prices in $store at $standard %',
    async ({ store, standard }) => {
      const { body } = await postGraphql(app, PRODUCT, { sku: adultSku }, store)
      const product = body.data?.product
      expect(split(product.prices.finalPrice)).toEqual({ incl: 59.9, excl: exclusive(59.9, standard) })
      expect(split(product.prices.regularPrice)).toEqual({ incl: 59.9, excl: exclusive(59.9, standard) })
      expect(
        product.prices.tierPrice.map((tier: { qty: number; price: Priced }) => ({
          qty: tier.qty,
          ...split(tier.price),
        })),
      ).toEqual([{ qty: 3, incl: 53.9, excl: exclusive(53.9, standard) }])
      for (const variant of product.configurations)
        expect(split(variant.product.prices.finalPrice)).toEqual({
          incl: 59.9,
          excl: exclusive(59.9, standard),
        })
      const option = product.custom_options.find(
        (candidate: { option_id: string }) => candidate.option_id === '990001',
      )
      expect(split(option.extraCost.prices)).toEqual({ incl: 5, excl: exclusive(5, standard) })
    },
  )

  it('shows the worked examples of docs/vat.md: 59.90 € is 49.92 € in /fr and /en, 50.34 € in /de, 49.10 € in /it', async () => {
    const excl = async (store: string) =>
      (await postGraphql(app, PRODUCT, { sku: adultSku }, store)).body.data?.product.prices.finalPrice
        .priceExclTax.value.amount
    expect({
      fr: await excl('/fr'),
      de: await excl('/de'),
      it: await excl('/it'),
      en: await excl('/en'),
    }).toEqual({ fr: 49.92, de: 50.34, it: 49.1, en: 49.92 })
  })

  it.each(STORES)('splits a kids’ product’s prices in $store at $children %', async ({ store, children }) => {
    const { body } = await postGraphql(app, PRODUCT, { sku: childSku }, store)
    const product = body.data?.product
    expect(split(product.prices.finalPrice)).toEqual({ incl: 13.9, excl: exclusive(13.9, children) })
    expect(split(product.prices.tierPrice[0].price)).toEqual({ incl: 11.9, excl: exclusive(11.9, children) })
    const option = product.custom_options.find(
      (candidate: { option_id: string }) => candidate.option_id === '990002',
    )
    expect(split(option.extraCost.prices)).toEqual({ incl: 2.5, excl: exclusive(2.5, children) })
  })

  it('shows a kids’ product in the UK store excluding VAT at its price including VAT (zero rate)', async () => {
    const { body } = await postGraphql(app, PRODUCT, { sku: childSku }, '/en')
    expect(split(body.data?.product.prices.finalPrice)).toEqual({ incl: 13.9, excl: 13.9 })
  })

  it.each(STORES)(
    'splits every part of a bundle in $store at its class’s rate',
    async ({ store, standard, children }) => {
      const { rows } = await sql<{
        sku: string
      }>`select sku from product where type = 'bundle' order by sku limit 1`.execute(app.shopDatabase.db)
      const { body } = await postGraphql(app, BUNDLE, { sku: rows[0]?.sku }, store)
      const parts = body.data?.product.bundleOptions.flatMap(
        (option: { values: unknown[] }) => option.values,
      ) as { product: { sku: string }; prices: { finalPrice: Priced } }[]
      expect(parts.length).toBeGreaterThan(0)
      const classes = await sql<{
        sku: string
        tax_class: string
      }>`select sku, tax_class from product where sku in (${sql.join(parts.map((part) => part.product.sku))})`.execute(
        app.shopDatabase.db,
      )
      for (const part of parts) {
        const percent =
          classes.rows.find((row) => row.sku === part.product.sku)?.tax_class === 'children_clothing'
            ? children
            : standard
        const { incl, excl } = split(part.prices.finalPrice)
        expect(excl).toBe(exclusive(incl, percent))
      }
    },
  )

  it.each(STORES)(
    'splits the reference price of a reduction in $store at the product’s rate',
    async ({ store, standard, children }) => {
      const { rows } = await sql<{ sku: string; regular: string; tax_class: string }>`
      select p.sku, p.regular_price as regular, p.tax_class from product p
      where p.parent_sku is null and p.type in ('simple', 'configurable') and p.final_price < p.regular_price and not p.is_new
        and (select count(*) from product_price_history h where h.sku = p.sku) = 2
      order by p.id limit 1`.execute(app.shopDatabase.db)
      const reduced = rows[0]!
      const { body } = await postGraphql(
        app,
        `query ($sku: String!) { product(sku: $sku) { prices { referencePrice { ${PRICE} } } } }`,
        { sku: reduced.sku },
        store,
      )
      const percent = reduced.tax_class === 'children_clothing' ? children : standard
      expect(split(body.data?.product.prices.referencePrice)).toEqual({
        incl: Number(reduced.regular),
        excl: exclusive(Number(reduced.regular), percent),
      })
    },
  )

  it.each(STORES)(
    'gives the shop’s tax multiplier of the store’s country in $store',
    async ({ store, standard }) => {
      const { body } = await postGraphql(
        app,
        `{ shop { config { taxMultiplier priceTaxDivisor } } }`,
        {},
        store,
      )
      expect(body.data?.shop.config).toEqual({ taxMultiplier: (100 + standard) / 100, priceTaxDivisor: 1 })
    },
  )
})

describe('the listing’s price filter, per store', () => {
  const listed = async (store: string, params: Record<string, unknown>) => {
    const { body } = await postGraphql(
      app,
      LISTING,
      { id: String(categoryId), params: { pageLength: 200, ...params } },
      store,
    )
    return body.data?.category.products.items as { sku: string; prices: { finalPrice: Priced } }[]
  }

  it.each(STORES)(
    'finds a kids’ product in $store between bounds equal to its shelf price, shown at $children %',
    async ({ store, children }) => {
      const items = await listed(store, { minPrice: 13.9, maxPrice: 13.9 })
      const child = items.find((item) => item.sku === childSku)
      expect(child && split(child.prices.finalPrice)).toEqual({ incl: 13.9, excl: exclusive(13.9, children) })
    },
  )

  it.each(STORES)(
    'leaves out in $store a product shown a cent above the highest price or below the lowest',
    async ({ store }) => {
      expect((await listed(store, { maxPrice: 13.89 })).map((item) => item.sku)).not.toContain(childSku)
      expect((await listed(store, { minPrice: 13.91 })).map((item) => item.sku)).not.toContain(childSku)
    },
  )

  it.each(STORES)(
    'shows every product of a price range in $store at most at its highest price, split at the store’s rates',
    async ({ store, standard, children }) => {
      const items = await listed(store, { minPrice: 10, maxPrice: 60 })
      expect(items.map((item) => item.sku)).toEqual(expect.arrayContaining([childSku]))
      const classes = await sql<{
        sku: string
        tax_class: string
      }>`select sku, tax_class from product where sku in (${sql.join(items.map((item) => item.sku))})`.execute(
        app.shopDatabase.db,
      )
      for (const item of items) {
        const { incl, excl } = split(item.prices.finalPrice)
        expect(incl).toBeGreaterThanOrEqual(10)
        expect(incl).toBeLessThanOrEqual(60)
        expect(excl).toBe(
          exclusive(
            incl,
            classes.rows.find((row) => row.sku === item.sku)?.tax_class === 'children_clothing'
              ? children
              : standard,
          ),
        )
      }
    },
  )
})
