import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { ADD, createCart } from './helpers/cartFixtures.ts'
import {
  ADDRESSES,
  SET_SHIPPING_ADDRESS,
  expectSuccess,
  itemOf,
  newGuest,
  placeOrderPaid,
  readyCart,
} from './helpers/checkoutFixtures.ts'

// VAT by destination (docs/vat.md): the gross shelf price never moves, the VAT part is the
// delivery country's rate, UK children's wear is zero-rated, shipping follows the goods.

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app.close())

const VAT_FIELDS = `prices { subtotal_including_tax { amount } subtotal_excluding_tax { amount } shipping_including_tax { amount } shipping_excluding_tax { amount } grand_total { amount } applied_taxes { label rate amount { amount } } }
  items { quantity prices { row_total { amount } row_total_including_tax { amount } tax_percent } }`
const CART_VAT = `query ($id: String!) { cart(cart_id: $id) { ${VAT_FIELDS} } }`
const ORDER_VAT = `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code } order { order_id order_number
  items { product_sku quantity_ordered row_total { amount } tax_percent }
  total { subtotal { amount } total_shipping { amount } total_tax { amount } grand_total { amount } taxes { title rate amount { amount } } } } } }`

const cents = (money: { amount: number }) => Math.round(money.amount * 100)
/** The VAT included in a gross amount at a rate, worked out here on its own: gross − gross ÷ (1 + rate), the net rounded to the cent. */
const vatIn = (gross: number, percent: number) => gross - Math.round((gross * 100) / (100 + percent))
/** Home delivery as the shipping rate table prices it (free from 49 €). */
const HOME_DELIVERY = { FR: 490, DE: 690, IT: 790, GB: 1290 } as const

type Variant = { sku: string; variant_sku: string; colour: string; size: string; price: string }

/** A variant of a kids' product (gender 301) or of an adults' one, in stock, without required custom options. */
async function variantOf(kids: boolean, offset = 0): Promise<Variant> {
  const { rows } = await sql<Variant>`
    select p.sku, v.sku as variant_sku, v.colour, v.size, v.final_price as price
    from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 5 and v.size is not null and v.colour is not null
    where p.type = 'configurable' and p.is_in_stock and (p.gender = '301') = ${kids} and v.final_price < 45
      and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by p.sku, v.sku offset ${offset} limit 1`.execute(app.shopDatabase.db)
  if (!rows[0]) throw new Error(`the seed has no ${kids ? 'kids' : 'adults'} variant`)
  return rows[0]
}

/** Orders one piece of a variant from a store to a country, paid by card; answers the cart before ordering and the order. */
async function orderTo(store: string, country: keyof typeof ADDRESSES, variants: readonly Variant[]) {
  const agent = newGuest(app)
  const { cartId } = await readyCart(agent, {
    store,
    country,
    items: variants.map((variant) => itemOf(variant, 1)),
  })
  const cart = (await agent.query(CART_VAT, { id: cartId }, { store })).data!.cart
  await placeOrderPaid(app, agent, cartId, { store })
  const placed = await agent.query(ORDER_VAT, { id: cartId }, { store })
  const order = placed.data!.placeOrder.order
  if (!order)
    throw new Error(`placeOrder failed: ${JSON.stringify(placed.data?.placeOrder ?? placed.errors)}`)
  return { cart, order }
}

describe('VAT by destination', () => {
  const destinations = [
    { store: '/fr', country: 'FR', percent: 20, label: 'Dont TVA 20\u202f%' },
    { store: '/de', country: 'DE', percent: 19, label: 'inkl. 19\u00a0% MwSt.' },
    { store: '/it', country: 'IT', percent: 22, label: 'Di cui IVA 22%' },
    { store: '/en', country: 'GB', percent: 20, label: 'Including 20% VAT' },
  ] as const

  for (const destination of destinations) {
    it(`charges ${destination.percent} % on an order delivered to ${destination.country} from ${destination.store}, on goods and shipping, the gross shelf price unchanged`, async () => {
      const variant = await variantOf(false)
      const gross = Math.round(Number(variant.price) * 100)
      const shipping = HOME_DELIVERY[destination.country]
      const expectedTax = vatIn(gross, destination.percent) + vatIn(shipping, destination.percent)
      const { cart, order } = await orderTo(destination.store, destination.country, [variant])

      expect(cart.prices.applied_taxes).toEqual([
        { label: destination.label, rate: destination.percent, amount: { amount: expectedTax / 100 } },
      ])
      expect(cents(cart.prices.grand_total)).toBe(gross + shipping)
      expect(cents(cart.prices.subtotal_excluding_tax)).toBe(gross - vatIn(gross, destination.percent))
      expect(cents(cart.prices.shipping_excluding_tax)).toBe(shipping - vatIn(shipping, destination.percent))
      expect(cart.items[0].prices.tax_percent).toBe(destination.percent)

      expect(cents(order.total.grand_total)).toBe(gross + shipping)
      expect(cents(order.total.total_tax)).toBe(expectedTax)
      expect(order.total.taxes).toEqual([
        { title: destination.label, rate: destination.percent, amount: { amount: expectedTax / 100 } },
      ])
      expect(order.items.map((item: { tax_percent: number }) => item.tax_percent)).toEqual([
        destination.percent,
      ])
      const line = await app.shopDatabase.db
        .selectFrom('order_item')
        .select(['tax_percent', 'tax_cents'])
        .where('order_id', '=', Number(order.order_id))
        .executeTakeFirstOrThrow()
      expect({ percent: Number(line.tax_percent), tax: line.tax_cents }).toEqual({
        percent: destination.percent,
        tax: vatIn(gross, destination.percent),
      })
    })
  }

  it('recomputes the VAT part, not the price, when the address is in another country than the store’s: /de to Italy at 22 %, /fr to Germany at 19 %', async () => {
    const variant = await variantOf(false, 1)
    const gross = Math.round(Number(variant.price) * 100)
    const toItaly = await orderTo('/de', 'IT', [variant])
    expect(cents(toItaly.order.total.grand_total)).toBe(gross + HOME_DELIVERY.IT)
    expect(cents(toItaly.order.total.total_tax)).toBe(vatIn(gross, 22) + vatIn(HOME_DELIVERY.IT, 22))
    expect(toItaly.order.total.taxes.map((tax: { title: string }) => tax.title)).toEqual([
      'inkl. 22\u00a0% MwSt.',
    ])
    const toGermany = await orderTo('/fr', 'DE', [variant])
    expect(cents(toGermany.order.total.grand_total)).toBe(gross + HOME_DELIVERY.DE)
    expect(cents(toGermany.order.total.total_tax)).toBe(vatIn(gross, 19) + vatIn(HOME_DELIVERY.DE, 19))
    expect(toGermany.order.total.taxes.map((tax: { title: string }) => tax.title)).toEqual([
      'Dont TVA 19\u202f%',
    ])
  })

  it('shows the store country’s rate until an address is given, then the address’s', async () => {
    const variant = await variantOf(false)
    const agent = newGuest(app)
    const cartId = await createCart(agent, '/de')
    const added = await agent.query(ADD, { cartId, items: [itemOf(variant, 1)] }, { store: '/de' })
    expectSuccess(added.data?.addProductsToCart, 'addProductsToCart')
    const before = (await agent.query(CART_VAT, { id: cartId }, { store: '/de' })).data!.cart
    expect(before.prices.applied_taxes.map((tax: { rate: number }) => tax.rate)).toEqual([19])
    expectSuccess(
      (await agent.query(SET_SHIPPING_ADDRESS, { id: cartId, address: ADDRESSES.IT }, { store: '/de' })).data
        ?.setShippingAddressesOnCart,
      'setShippingAddressesOnCart',
    )
    const after = (await agent.query(CART_VAT, { id: cartId }, { store: '/de' })).data!.cart
    expect(after.prices.applied_taxes.map((tax: { rate: number }) => tax.rate)).toEqual([22])
    expect(cents(after.prices.subtotal_including_tax)).toBe(cents(before.prices.subtotal_including_tax))
  })

  it('zero-rates children’s clothing and footwear delivered to the UK, shipping included', async () => {
    const kids = await variantOf(true)
    const gross = Math.round(Number(kids.price) * 100)
    const { cart, order } = await orderTo('/en', 'GB', [kids])
    expect(cart.prices.applied_taxes).toEqual([{ label: 'Including 0% VAT', rate: 0, amount: { amount: 0 } }])
    expect(cents(cart.prices.subtotal_excluding_tax)).toBe(gross)
    expect(cents(order.total.grand_total)).toBe(gross + HOME_DELIVERY.GB)
    expect(cents(order.total.total_tax)).toBe(0)
    expect(order.items[0].tax_percent).toBe(0)
  })

  it('charges the kids’ range the standard rate in the EU: 22 % in Italy', async () => {
    const kids = await variantOf(true)
    const gross = Math.round(Number(kids.price) * 100)
    const { order } = await orderTo('/it', 'IT', [kids])
    expect(order.items[0].tax_percent).toBe(22)
    expect(cents(order.total.total_tax)).toBe(vatIn(gross, 22) + vatIn(HOME_DELIVERY.IT, 22))
  })

  it('shows one VAT line per rate when a UK order mixes rates, shipping split in proportion to the goods', async () => {
    const adults = await variantOf(false)
    const kids = await variantOf(true)
    const adultGross = Math.round(Number(adults.price) * 100)
    const kidsGross = Math.round(Number(kids.price) * 100)
    const shipping = adultGross + kidsGross >= 4900 ? 0 : HOME_DELIVERY.GB
    const shippingAtStandard = Math.round((shipping * adultGross) / (adultGross + kidsGross))
    const standardTax = vatIn(adultGross, 20) + vatIn(shippingAtStandard, 20)
    const { cart, order } = await orderTo('/en', 'GB', [adults, kids])
    expect(cart.prices.applied_taxes).toEqual([
      { label: 'Including 20% VAT', rate: 20, amount: { amount: standardTax / 100 } },
      { label: 'Including 0% VAT', rate: 0, amount: { amount: 0 } },
    ])
    expect(cents(cart.prices.shipping_excluding_tax)).toBe(shipping - vatIn(shippingAtStandard, 20))
    expect(
      order.total.taxes.map((tax: { rate: number; amount: { amount: number } }) => [
        tax.rate,
        cents(tax.amount),
      ]),
    ).toEqual([
      [20, standardTax],
      [0, 0],
    ])
    expect(cents(order.total.total_tax)).toBe(standardTax)
    expect(cents(order.total.grand_total)).toBe(adultGross + kidsGross + shipping)
  })

  it('writes the rates into the order confirmation e-mail', async () => {
    const variant = await variantOf(false)
    const { order } = await orderTo('/de', 'DE', [variant])
    const email = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select('data')
      .where('template', '=', 'orderConfirmation')
      .where(sql<boolean>`data->>'number' = ${order.order_number}`)
      .executeTakeFirstOrThrow()
    expect(email.data.taxes).toEqual([
      { label: 'inkl. 19\u00a0% MwSt.', amount: cents(order.total.total_tax) / 100 },
    ])
  })

  it('reads every rate from the rates table, keyed by country and tax class', async () => {
    const rates = await app.shopDatabase.db
      .selectFrom('vat_rate')
      .select(['country_code', 'tax_class', 'percent'])
      .orderBy('country_code')
      .orderBy('tax_class')
      .execute()
    const shipped = [
      ...new Set(
        (await app.shopDatabase.db.selectFrom('shipping_rate').select('countries').execute()).flatMap(
          (rate) => rate.countries,
        ),
      ),
    ]
    expect(shipped.length).toBeGreaterThan(0)
    for (const country_code of shipped)
      expect(rates.some((rate) => rate.country_code === country_code && rate.tax_class === 'standard')).toBe(
        true,
      )
    expect(rates.map((rate) => [rate.country_code, rate.tax_class, Number(rate.percent)])).toEqual(
      expect.arrayContaining([
        ['DE', 'standard', 19],
        ['FR', 'standard', 20],
        ['IT', 'standard', 22],
        ['GB', 'standard', 20],
        ['GB', 'children_clothing', 0],
      ]),
    )
    const classes = await app.shopDatabase.db
      .selectFrom('product')
      .select(['gender', 'tax_class'])
      .where('parent_sku', 'is', null)
      .where('type', '=', 'configurable')
      .distinct()
      .execute()
    expect(classes.filter((row) => row.gender === '301').map((row) => row.tax_class)).toEqual([
      'children_clothing',
    ])
    expect(new Set(classes.filter((row) => row.gender !== '301').map((row) => row.tax_class))).toEqual(
      new Set(['standard']),
    )
  })
})
