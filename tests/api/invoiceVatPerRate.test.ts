import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import fc from 'fast-check'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import {
  expectSuccess,
  type ADDRESSES,
  itemOf,
  newGuest,
  placeOrderPaid,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import { APPLY_COUPON } from './helpers/cartFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'
import { pdfText } from '../helpers/pdfText.ts'
import { checkAddsUp, moneyOf, type StorePath } from '../helpers/taxDocumentText.ts'

// An invoice states the VAT the order charged, rate by rate and line by line (docs/invoices-and-refunds.md):
// shipping's VAT follows the goods (docs/vat.md), so a mixed-rate order's delivery is invoiced at each of their rates.

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const GUEST_DOCUMENTS = `query ($token: String!) { guestOrderByToken(input: { token: $token }) {
  total { total_tax { amount } taxes { rate amount { amount } } }
  invoices { number downloadLink shippingLines { taxPercent amountExclTax { amount } taxAmount { amount } } vatSummary { taxPercent taxableAmount { amount } taxAmount { amount } } }
  credit_memos { downloadLink } } }`

type Variant = { sku: string; colour: string; size: string; price: string }
type VatRow = { percent: number; net: number; tax: number }

const cents = (money: { amount: number }) => Math.round(money.amount * 100)
/** The VAT included in a gross amount at a rate, worked out here on its own: gross − gross ÷ (1 + rate), the net rounded to the cent. */
const vatIn = (gross: number, percent: number) => gross - Math.round((gross * 100) / (100 + percent))

/** A variant of a kids' product (gender 301: zero-rated in the UK) or an adults' one, under `maxPrice` (by default cheap enough that two pieces still pay for delivery), with stock for many orders. */
async function variantOf(kids: boolean, maxPrice = 16): Promise<Variant> {
  const { rows } = await sql<Variant>`
    select p.sku, v.colour, v.size, v.final_price as price
    from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 40 and v.size is not null and v.colour is not null
    where p.type = 'configurable' and p.is_in_stock and (p.gender = '301') = ${kids} and v.final_price < ${maxPrice}
      and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by v.final_price desc, v.sku limit 1`.execute(app.shopDatabase.db)
  if (!rows[0]) throw new Error(`the seed has no cheap ${kids ? 'kids' : 'adults'} variant`)
  return rows[0]
}

/** A guest's paid order of `items` from `store` to `country`, with WELCOME10 when `coupon`. */
async function guestOrder(
  store: StorePath,
  country: keyof typeof ADDRESSES,
  items: [Variant, number][],
  coupon = false,
) {
  const agent = newGuest(app)
  const { cartId } = await readyCart(agent, {
    store,
    country,
    items: items
      .filter(([, quantity]) => quantity > 0)
      .map(([variant, quantity]) => itemOf(variant, quantity)),
  })
  if (coupon)
    expectSuccess(
      (await agent.query(APPLY_COUPON, { id: cartId, code: 'WELCOME10' }, { store })).data?.applyCouponToCart,
      'applyCouponToCart',
    )
  const placed = await placeOrderPaid(app, agent, cartId, { store })
  const order = placed.data?.placeOrder?.order
  if (!order)
    throw new Error(`placeOrder failed: ${JSON.stringify(placed.data?.placeOrder ?? placed.errors)}`)
  const documents = (await newGuest(app).query(GUEST_DOCUMENTS, { token: order.token }, { store })).data!
    .guestOrderByToken
  return { orderId: Number(order.order_id), token: order.token as string, documents }
}

async function pdfAt(link: string): Promise<string> {
  const url = new URL(link)
  const response = await app.inject({ method: 'GET', url: url.pathname + url.search })
  expect(response.statusCode).toBe(200)
  return (await pdfText(response.rawPayload)).replace(/\s+/g, ' ')
}

/** What the database holds of an order and its documents, per rate: the order's lines, the invoice's lines and shipping shares, the credit memos'. */
async function storedVat(orderId: number) {
  const db = app.shopDatabase.db
  const [order, orderItems, invoice, invoiceItems, memos, memoItems] = await Promise.all([
    db
      .selectFrom('shop_order')
      .select(['tax_cents', 'shipping_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_item')
      .select(['id', 'tax_cents', 'tax_percent', 'row_total_cents', 'discount_cents', 'giftcard'])
      .where('order_id', '=', orderId)
      .execute(),
    db
      .selectFrom('invoice')
      .select(['tax_cents', 'shipping_vat'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invoice_item')
      .innerJoin('invoice', 'invoice.id', 'invoice_item.invoice_id')
      .select([
        'invoice_item.order_item_id',
        'invoice_item.tax_cents',
        'invoice_item.tax_percent',
        'invoice_item.row_total_cents',
        'invoice_item.discount_cents',
      ])
      .where('invoice.order_id', '=', orderId)
      .execute(),
    db
      .selectFrom('credit_memo')
      .select(['id', 'tax_cents', 'shipping_vat'])
      .where('order_id', '=', orderId)
      .where('state', '=', 'refunded')
      .execute(),
    db
      .selectFrom('credit_memo_item')
      .innerJoin('credit_memo', 'credit_memo.id', 'credit_memo_item.credit_memo_id')
      .select(['credit_memo_item.amount_cents', 'credit_memo_item.tax_cents', 'credit_memo_item.tax_percent'])
      .where('credit_memo.order_id', '=', orderId)
      .where('credit_memo.state', '=', 'refunded')
      .execute(),
  ])
  const perRate = (parts: VatRow[]) => {
    const rows = new Map<number, VatRow>()
    for (const part of parts) {
      const row = rows.get(part.percent) ?? { percent: part.percent, net: 0, tax: 0 }
      rows.set(part.percent, { percent: part.percent, net: row.net + part.net, tax: row.tax + part.tax })
    }
    return [...rows.values()].sort((a, b) => b.percent - a.percent)
  }
  const invoiceLines = invoiceItems.map((item) => ({
    percent: Number(item.tax_percent),
    net: item.row_total_cents - item.discount_cents - item.tax_cents,
    tax: item.tax_cents,
  }))
  const memoLines = memoItems.map((item) => ({
    percent: Number(item.tax_percent),
    net: item.amount_cents - item.tax_cents,
    tax: item.tax_cents,
  }))
  return {
    order,
    orderItems,
    invoice,
    invoiceItems,
    invoiceVat: perRate([...invoiceLines, ...invoice.shipping_vat]),
    memoTax: memos.reduce((sum, memo) => sum + memo.tax_cents, 0),
    memoVat: perRate([...memoLines, ...memos.flatMap((memo) => memo.shipping_vat)]),
  }
}

describe('an invoice’s VAT per rate is the order’s', () => {
  it('a UK order of a zero-rated child’s pair and an adult’s pair: one delivery line per rate as the order split it, and the credit memo of it all the same', async () => {
    const adults = await variantOf(false)
    const kids = await variantOf(true)
    const adultGross = Math.round(Number(adults.price) * 100)
    const kidsGross = Math.round(Number(kids.price) * 100)
    const { orderId, token, documents } = await guestOrder('/en', 'GB', [
      [adults, 1],
      [kids, 1],
    ])
    const stored = await storedVat(orderId)
    const shipping = stored.order.shipping_cents
    expect(shipping).toBeGreaterThan(0)
    // Worked out here: the delivery spread over the goods in proportion to their gross amounts, each share at its rate.
    const shippingAtStandard = Math.round((shipping * adultGross) / (adultGross + kidsGross))
    const standard = {
      percent: 20,
      net: adultGross - vatIn(adultGross, 20) + shippingAtStandard - vatIn(shippingAtStandard, 20),
      tax: vatIn(adultGross, 20) + vatIn(shippingAtStandard, 20),
    }
    const zero = { percent: 0, net: kidsGross + shipping - shippingAtStandard, tax: 0 }

    const [invoice] = documents.invoices
    expect(
      invoice.shippingLines.map(
        (line: { taxPercent: number; amountExclTax: { amount: number }; taxAmount: { amount: number } }) => [
          line.taxPercent,
          cents(line.amountExclTax),
          cents(line.taxAmount),
        ],
      ),
    ).toEqual([
      [20, shippingAtStandard - vatIn(shippingAtStandard, 20), vatIn(shippingAtStandard, 20)],
      [0, shipping - shippingAtStandard, 0],
    ])
    expect(
      invoice.vatSummary.map(
        (row: { taxPercent: number; taxableAmount: { amount: number }; taxAmount: { amount: number } }) => ({
          percent: row.taxPercent,
          net: cents(row.taxableAmount),
          tax: cents(row.taxAmount),
        }),
      ),
    ).toEqual([standard, zero])
    expect(
      documents.total.taxes.map((tax: { rate: number; amount: { amount: number } }) => [
        tax.rate,
        cents(tax.amount),
      ]),
    ).toEqual([
      [20, standard.tax],
      [0, 0],
    ])
    expect(stored.invoice.tax_cents).toBe(stored.order.tax_cents)

    const text = await pdfAt(invoice.downloadLink)
    const { pattern: money } = moneyOf('en-GB')
    const deliveryLines = [
      ...text.matchAll(new RegExp(`Delivery 1 (${money}) – (\\d+)% (${money})`, 'g')),
    ].map(([, , rate, net]) => [Number(rate), net])
    const euros = (amount: number) => `€${(amount / 100).toFixed(2)}`
    expect(deliveryLines).toEqual([
      [20, euros(shippingAtStandard - vatIn(shippingAtStandard, 20))],
      [0, euros(shipping - shippingAtStandard)],
    ])
    expect(checkAddsUp(text, '/en').vat).toEqual([standard, zero])

    await refundOrder(
      { db: app.shopDatabase.db, payments: app.payments, stores: app.config.stores },
      { orderId, toStoreCredit: false },
    )
    const refunded = await storedVat(orderId)
    expect(refunded.memoVat).toEqual([standard, zero])
    const [memo] = (await newGuest(app).query(GUEST_DOCUMENTS, { token }, { store: '/en' })).data!
      .guestOrderByToken.credit_memos
    expect(checkAddsUp(await pdfAt(memo.downloadLink), '/en').vat).toEqual([standard, zero])
  }, 120_000)

  it('for any order (store, destination, quantities, rates, coupon): every invoice line’s VAT is its order line’s, the rates’ net and VAT are the order’s to the cent, and a full refund credits exactly them', async () => {
    const [adults, otherAdults, kids] = [
      await variantOf(false),
      await variantOf(false, 45),
      await variantOf(true),
    ]
    const destinations = [
      { store: '/en', country: 'GB' },
      { store: '/fr', country: 'FR' },
      { store: '/de', country: 'DE' },
      { store: '/it', country: 'IT' },
      { store: '/de', country: 'IT' },
    ] as const
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...destinations),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        async (destination, adultPieces, otherPieces, kidsPieces, coupon) => {
          const { orderId, documents } = await guestOrder(
            destination.store,
            destination.country,
            [
              [adults, adultPieces],
              [otherAdults, otherPieces],
              [kids, kidsPieces],
            ],
            coupon,
          )
          const stored = await storedVat(orderId)
          for (const item of stored.orderItems)
            expect(
              stored.invoiceItems.find((invoiced) => Number(invoiced.order_item_id) === Number(item.id))
                ?.tax_cents,
            ).toBe(item.tax_cents)
          expect(stored.invoice.tax_cents).toBe(stored.order.tax_cents)
          const orderTaxes = documents.total.taxes.map(
            (tax: { rate: number; amount: { amount: number } }) => ({
              percent: tax.rate,
              tax: cents(tax.amount),
            }),
          )
          expect(stored.invoiceVat.map(({ percent, tax }) => ({ percent, tax }))).toEqual(orderTaxes)
          // The order's net per rate: its lines' and its shipping's, which is what it cost less its VAT.
          const goods = stored.orderItems.filter((item) => item.giftcard === null)
          expect(stored.invoiceVat.reduce((sum, row) => sum + row.net + row.tax, 0)).toBe(
            goods.reduce((sum, item) => sum + item.row_total_cents - item.discount_cents, 0) +
              stored.order.shipping_cents,
          )
          expect(
            documents.invoices[0].vatSummary.map(
              (row: {
                taxPercent: number
                taxableAmount: { amount: number }
                taxAmount: { amount: number }
              }) => ({ percent: row.taxPercent, net: cents(row.taxableAmount), tax: cents(row.taxAmount) }),
            ),
          ).toEqual(stored.invoiceVat)
          await refundOrder(
            { db: app.shopDatabase.db, payments: app.payments, stores: app.config.stores },
            { orderId, toStoreCredit: false },
          )
          const refunded = await storedVat(orderId)
          expect(refunded.memoVat).toEqual(stored.invoiceVat)
          expect(refunded.memoTax).toBe(stored.order.tax_cents)
        },
      ),
      { numRuns: 8 },
    )
  }, 300_000)
})
