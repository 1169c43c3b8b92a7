import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { type ADDRESSES, itemOf, newGuest, placeOrderPaid, readyCart } from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'

// A credit memo of an order that has no invoice (placed before invoices were written, docs/invoices-and-refunds.md)
// credits the VAT the order charged, rate by rate: its lines' rates and its shipping as the order split it over them (docs/vat.md).

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

type Variant = { sku: string; colour: string; size: string }
type VatRow = { percent: number; net: number; tax: number }

/** The dearest variant under 16 € of a kids' product (gender 301: zero-rated in the UK) or an adults' one, cheap enough that three pieces still pay for delivery. */
async function variantOf(kids: boolean): Promise<Variant> {
  const { rows } = await sql<Variant>`
    select p.sku, v.colour, v.size
    from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 20 and v.size is not null and v.colour is not null
    where p.type = 'configurable' and p.is_in_stock and (p.gender = '301') = ${kids} and v.final_price < 16
      and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by v.final_price desc, v.sku limit 1`.execute(app.shopDatabase.db)
  if (!rows[0]) throw new Error(`the seed has no cheap ${kids ? 'kids' : 'adults'} variant`)
  return rows[0]
}

/** Net and VAT summed per rate, highest rate first. */
function perRate(parts: readonly VatRow[]): VatRow[] {
  const rows = new Map<number, VatRow>()
  for (const part of parts) {
    const row = rows.get(part.percent) ?? { percent: part.percent, net: 0, tax: 0 }
    rows.set(part.percent, { percent: part.percent, net: row.net + part.net, tax: row.tax + part.tax })
  }
  return [...rows.values()].sort((a, b) => b.percent - a.percent)
}

/** A guest's paid order from `store` to `country`; what its invoice stated (the VAT the checkout charged) is kept, then the invoice is deleted, as if the order predated invoices. */
async function uninvoicedOrder(store: string, country: keyof typeof ADDRESSES, items: [Variant, number][]) {
  const agent = newGuest(app)
  const { cartId } = await readyCart(agent, {
    store,
    country,
    items: items.map(([variant, quantity]) => itemOf(variant, quantity)),
  })
  const order = (await placeOrderPaid(app, agent, cartId, { store })).data?.placeOrder?.order
  if (!order) throw new Error('placeOrder failed')
  const orderId = Number(order.order_id)
  const db = app.shopDatabase.db
  const invoice = await db
    .selectFrom('invoice')
    .select(['id', 'shipping_vat'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
  const invoiceItems = await db
    .selectFrom('invoice_item')
    .select(['order_item_id', 'tax_percent', 'tax_cents', 'row_total_cents', 'discount_cents'])
    .where('invoice_id', '=', invoice.id)
    .execute()
  await db.deleteFrom('invoice').where('id', '=', invoice.id).execute()
  const charged = {
    lines: invoiceItems.map((item) => ({
      orderItemId: Number(item.order_item_id),
      percent: Number(item.tax_percent),
      tax: item.tax_cents,
    })),
    shipping: invoice.shipping_vat,
    vat: perRate([
      ...invoiceItems.map((item) => ({
        percent: Number(item.tax_percent),
        net: item.row_total_cents - item.discount_cents - item.tax_cents,
        tax: item.tax_cents,
      })),
      ...invoice.shipping_vat,
    ]),
  }
  const { tax_cents: taxCents } = await db
    .selectFrom('shop_order')
    .select('tax_cents')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  return { orderId, taxCents, charged }
}

/** The credit memos of an order, oldest first, with their lines' rates and VAT and their shipping shares. */
async function creditMemos(orderId: number) {
  const db = app.shopDatabase.db
  const memos = await db
    .selectFrom('credit_memo')
    .select(['id', 'invoice_id', 'tax_cents', 'shipping_vat'])
    .where('order_id', '=', orderId)
    .where('state', '=', 'refunded')
    .orderBy('id')
    .execute()
  const items = await db
    .selectFrom('credit_memo_item')
    .select(['credit_memo_id', 'order_item_id', 'amount_cents', 'tax_cents', 'tax_percent'])
    .where(
      'credit_memo_id',
      'in',
      memos.map((memo) => memo.id),
    )
    .execute()
  return memos.map((memo) => ({
    ...memo,
    lines: items
      .filter((item) => Number(item.credit_memo_id) === Number(memo.id))
      .map((item) => ({
        orderItemId: Number(item.order_item_id),
        percent: Number(item.tax_percent),
        net: item.amount_cents - item.tax_cents,
        tax: item.tax_cents,
      })),
  }))
}

const refund = (input: Omit<Parameters<typeof refundOrder>[1], 'toStoreCredit'>) =>
  refundOrder(
    { db: app.shopDatabase.db, payments: app.payments, stores: app.config.stores },
    { ...input, toStoreCredit: false },
  )

describe('a refund before the order is invoiced credits the VAT the order charged', () => {
  it.each([
    { store: '/de', country: 'DE', rates: [19], partOf: 'adults' },
    { store: '/it', country: 'IT', rates: [22], partOf: 'adults' },
    { store: '/en', country: 'GB', rates: [20, 0], partOf: 'kids' },
  ] as const)(
    '$store to $country: a piece with the shipping, then the rest; each line at its own rate, the shipping as the order split it, and together the order’s VAT per rate to the cent',
    async ({ store, country, rates, partOf }) => {
      const [adults, kids] = [await variantOf(false), await variantOf(true)]
      const { orderId, taxCents, charged } = await uninvoicedOrder(store, country, [
        [adults, 2],
        [kids, 1],
      ])
      expect(charged.shipping.length).toBeGreaterThan(0)
      expect(charged.vat.map((row) => row.percent)).toEqual(rates)

      await refund({
        orderId,
        items: [{ sku: partOf === 'kids' ? kids.sku : adults.sku, quantity: 1 }],
        shipping: true,
      })
      const [part] = await creditMemos(orderId)
      expect(part!.invoice_id).toBeNull()
      expect(part!.shipping_vat).toEqual(charged.shipping)
      expect(part!.lines).toHaveLength(1)
      expect(part!.lines[0]!.percent).toBe(
        charged.lines.find((line) => line.orderItemId === part!.lines[0]!.orderItemId)!.percent,
      )

      await refund({ orderId })
      const memos = await creditMemos(orderId)
      expect(memos).toHaveLength(2)
      expect(perRate(memos.flatMap((memo) => [...memo.lines, ...memo.shipping_vat]))).toEqual(charged.vat)
      expect(memos.reduce((sum, memo) => sum + memo.tax_cents, 0)).toBe(taxCents)
    },
    120_000,
  )

  it.each([
    { store: '/de', country: 'DE' },
    { store: '/it', country: 'IT' },
    { store: '/en', country: 'GB' },
  ] as const)(
    '$store to $country: a full refund at once credits exactly the order’s VAT per rate',
    async ({ store, country }) => {
      const [adults, kids] = [await variantOf(false), await variantOf(true)]
      const { orderId, taxCents, charged } = await uninvoicedOrder(store, country, [
        [adults, 1],
        [kids, 2],
      ])
      await refund({ orderId })
      const [memo] = await creditMemos(orderId)
      expect(perRate([...memo!.lines, ...memo!.shipping_vat])).toEqual(charged.vat)
      expect(memo!.shipping_vat).toEqual(charged.shipping)
      expect(memo!.tax_cents).toBe(taxCents)
    },
    120_000,
  )
})
