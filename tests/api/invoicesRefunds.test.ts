import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import {
  PLACE_ORDER,
  customerWithPaidOrder,
  itemOf,
  newGuest,
  orderableVariant,
  payWithCard,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { refundOrder, RefundRefused, type RefundOrderInput } from '../../domain/invoices/refundOrder.ts'
import { pdfText } from '../helpers/pdfText.ts'

const INVOICE_FIELDS = `id number created_at creationDate downloadLink
  items { id product_name product_sku product_sale_price { amount } quantity_invoiced name sku priceInclTax { amount } priceExclTax { amount } quantity taxAmount { amount } taxPercent subtotal { amount } options bundleOptions }
  total { subtotal { amount } total_tax { amount } total_shipping { amount } grand_total { amount currency } discounts { amount { amount } } }
  totals { shippingAmount { amount } taxAmount { amount } discount { amount } subtotal { amount } grandTotal { amount } }`
const MEMO_FIELDS = `id number created_at items { product_name product_sku quantity_refunded amount { amount } }
  total { subtotal { amount } total_shipping { amount } adjustment { amount } total_tax { amount } grand_total { amount } }
  refunded_to { type card_brand card_last4 }`
const ORDER_DOCUMENTS = `query ($id: ID!) { customer { id order(orderId: $id) { order_id order_number total { subtotal { amount } total_shipping { amount } total_tax { amount } grand_total { amount } }
  invoices { ${INVOICE_FIELDS} } credit_memos { ${MEMO_FIELDS} } } store_credit { current_balance { value } } } }`

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const refund = (input: RefundOrderInput) =>
  refundOrder({ db: app.shopDatabase.db, payments: app.payments, stores: app.config.stores }, input)
const refused = (code: string) => expect.objectContaining({ name: 'Error', code })
const cookieOf = (agent: { sessionCookie(): string | undefined }) => ({
  cookie: `shop_session=${agent.sessionCookie()}`,
})
const storeCreditOf = async (orderId: number) => {
  const order = await app.shopDatabase.db
    .selectFrom('shop_order')
    .select('customer_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  return (
    (
      await app.shopDatabase.db
        .selectFrom('store_credit_balance')
        .select('balance_cents')
        .where('customer_id', '=', order.customer_id!)
        .executeTakeFirst()
    )?.balance_cents ?? 0
  )
}
const invoiceCount = async (orderId: string) =>
  (
    await app.shopDatabase.db
      .selectFrom('invoice')
      .select('id')
      .where('order_id', '=', Number(orderId))
      .execute()
  ).length

describe('invoices', () => {
  it('are written once when the paid order is placed, with its lines and totals as invoiced', async () => {
    const { agent, order, variant } = await customerWithPaidOrder(app, { store: '/fr', quantity: 2 })
    const answer = await agent.query(ORDER_DOCUMENTS, { id: order.order_id }, { store: '/fr' })
    const placed = answer.data?.customer.order
    expect(placed.invoices).toHaveLength(1)
    const [invoice] = placed.invoices
    expect(invoice.number).toMatch(/^INV-\d{6,}$/)
    expect(invoice.creationDate).toBe(invoice.created_at)
    expect(invoice.downloadLink).toBe(
      `http://localhost:3000/fr/user/orders/${order.order_id}/invoice/${invoice.id}/pdf`,
    )
    expect(invoice.items).toHaveLength(1)
    const [line] = invoice.items
    expect(line).toMatchObject({
      sku: variant.sku,
      product_sku: variant.sku,
      quantity: 2,
      quantity_invoiced: 2,
    })
    expect(line.priceInclTax.amount).toBe(Number(variant.price))
    // 20 % VAT included: the price without it is the gross price / 1.2, to the cent.
    expect(line.priceExclTax.amount).toBeCloseTo(Number(variant.price) / 1.2, 2)
    expect(line.subtotal.amount).toBeCloseTo(Number(variant.price) * 2, 2)
    // The line's VAT is what it cost less quantity × its unit price without VAT, so the invoice adds up as printed.
    expect(line.taxAmount.amount).toBeCloseTo(line.subtotal.amount - 2 * line.priceExclTax.amount, 2)
    expect(line.taxPercent).toBe(20)
    expect(line.options.length).toBeGreaterThanOrEqual(2)
    // The invoice's VAT is its lines' and the shipping's: within a cent per piece of the order's, computed on the total.
    expect(Math.abs(invoice.totals.taxAmount.amount - placed.total.total_tax.amount)).toBeLessThanOrEqual(
      0.02,
    )
    expect(invoice.totals).toEqual({
      shippingAmount: placed.total.total_shipping,
      taxAmount: invoice.totals.taxAmount,
      discount: { amount: 0 },
      subtotal: placed.total.subtotal,
      grandTotal: placed.total.grand_total,
    })
    expect(invoice.total.grand_total).toEqual({ amount: placed.total.grand_total.amount, currency: 'EUR' })
    expect(placed.credit_memos).toEqual([])
  })

  it('exist once per order however many times the paid cart is finished (webhook, return, parallel retries)', async () => {
    const agent = newGuest(app)
    const variant = await orderableVariant(app, 5, 1)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const first = await agent.query(PLACE_ORDER, { id: cartId })
    // The card's capture webhook places the order; the shopper's returns find it.
    await payWithCard(app, first.data?.placeOrder.payment)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => agent.query(PLACE_ORDER, { id: cartId })),
    )
    const ids = new Set(answers.map((answer) => answer.data?.placeOrder.order?.order_id))
    expect(ids.size).toBe(1)
    const orderId = [...ids][0] as string
    expect(await invoiceCount(orderId)).toBe(1)
  })

  it('come as a PDF in the store’s language to their owner only', async () => {
    const { agent, order } = await customerWithPaidOrder(app, { store: '/de' })
    const invoice = (await agent.query(ORDER_DOCUMENTS, { id: order.order_id }, { store: '/de' })).data
      ?.customer.order.invoices[0]
    const path = `/de/user/orders/${order.order_id}/invoice/${invoice.id}/pdf`
    const response = await app.inject({ url: path, headers: cookieOf(agent) })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    )
    const text = await pdfText(response.rawPayload)
    expect(text).toContain(`Rechnung ${invoice.number}`)
    expect(text).toContain('FR65912345675')
    expect(text).toContain(invoice.items[0].name)
    const total = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
      .format(invoice.totals.grandTotal.amount)
      .replace(/\s/g, ' ')
    expect(text).toContain(total)
    // Anonymous: to the login page; another customer: not found, like an unknown id.
    const anonymous = await app.inject({ url: path })
    expect(anonymous.statusCode).toBe(303)
    expect(anonymous.headers.location).toBe(
      `/de/login?redirect=${encodeURIComponent(`/user/orders/${order.order_id}/invoice/${invoice.id}/pdf`)}`,
    )
    const other = await customerWithPaidOrder(app, { store: '/de' })
    expect((await app.inject({ url: path, headers: cookieOf(other.agent) })).statusCode).toBe(404)
    expect(
      (
        await app.inject({
          url: `/de/user/orders/${order.order_id}/invoice/999999/pdf`,
          headers: cookieOf(agent),
        })
      ).statusCode,
    ).toBe(404)
    // In another store, the order is not found either.
    expect(
      (
        await app.inject({
          url: `/fr/user/orders/${order.order_id}/invoice/${invoice.id}/pdf`,
          headers: cookieOf(agent),
        })
      ).statusCode,
    ).toBe(404)
  })

  it('come as a PDF to a guest with the order’s signed link, and to nobody without it', async () => {
    const agent = newGuest(app)
    const variant = await orderableVariant(app, 5, 2)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const first = await agent.query(PLACE_ORDER, { id: cartId })
    await payWithCard(app, first.data?.placeOrder.payment)
    const order = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.order
    const byToken = await agent.query(
      `query ($token: String!) { guestOrderByToken(input: { token: $token }) { order_id token invoices { id downloadLink } } }`,
      { token: order.token },
    )
    const invoice = byToken.data?.guestOrderByToken.invoices[0]
    // The link carries the token of the same answer (signed anew per answer, with its own expiry).
    expect(invoice.downloadLink).toContain(
      `?token=${encodeURIComponent(byToken.data?.guestOrderByToken.token)}`,
    )
    const url = new URL(invoice.downloadLink)
    expect((await app.inject({ url: `${url.pathname}${url.search}` })).headers['content-type']).toBe(
      'application/pdf',
    )
    expect(
      (await app.inject({ url: `${url.pathname}?token=${encodeURIComponent(order.token)}x` })).statusCode,
    ).toBe(404)
  })
})

describe('refunds', () => {
  it('to store credit: a credit memo of the pieces, and the customer’s balance grows by its total', async () => {
    const { agent, order, variant } = await customerWithPaidOrder(app, { quantity: 2 })
    const outcome = await refund({
      orderId: Number(order.order_id),
      items: [{ sku: variant.sku, quantity: 1 }],
      toStoreCredit: true,
    })
    expect(outcome).toMatchObject({
      destination: 'store_credit',
      totalCents: Math.round(Number(variant.price) * 100),
      storeCreditBalanceCents: Math.round(Number(variant.price) * 100),
    })
    const answer = (await agent.query(ORDER_DOCUMENTS, { id: order.order_id })).data?.customer
    expect(answer.store_credit.current_balance.value).toBe(Number(variant.price))
    expect(answer.order.credit_memos).toEqual([
      {
        id: String(outcome.creditMemoId),
        number: outcome.number,
        created_at: expect.any(String),
        items: [
          {
            product_name: expect.any(String),
            product_sku: variant.sku,
            quantity_refunded: 1,
            amount: { amount: Number(variant.price) },
          },
        ],
        total: {
          subtotal: { amount: Number(variant.price) },
          total_shipping: { amount: 0 },
          adjustment: { amount: 0 },
          total_tax: { amount: expect.any(Number) },
          grand_total: { amount: Number(variant.price) },
        },
        refunded_to: { type: 'STORE_CREDIT', card_brand: null, card_last4: null },
      },
    ])
    const ledger = await app.shopDatabase.db
      .selectFrom('store_credit_movement')
      .selectAll()
      .where('reason', '=', 'refund')
      .where('reference', '=', `order:${order.order_number}`)
      .execute()
    expect(ledger).toHaveLength(1)
    expect(ledger[0]!.amount_cents).toBe(outcome.totalCents)
  })

  it('to the payment method: refunded at the provider, the memo linked to the payment refund', async () => {
    const { agent, order } = await customerWithPaidOrder(app, { quantity: 2 })
    const outcome = await refund({ orderId: Number(order.order_id), toStoreCredit: false })
    expect(outcome.totalCents).toBe(Math.round(order.total.grand_total.amount * 100))
    const memo = await app.shopDatabase.db
      .selectFrom('credit_memo')
      .selectAll()
      .where('id', '=', outcome.creditMemoId)
      .executeTakeFirstOrThrow()
    expect(memo.state).toBe('refunded')
    const paymentRefund = await app.shopDatabase.db
      .selectFrom('payment_refund')
      .selectAll()
      .where('id', '=', memo.payment_refund_id!)
      .executeTakeFirstOrThrow()
    expect(paymentRefund).toMatchObject({
      amount_cents: outcome.totalCents,
      reason: `credit_memo:${outcome.number}`,
      status: 'succeeded',
    })
    const placed = (await agent.query(ORDER_DOCUMENTS, { id: order.order_id })).data?.customer.order
    expect(placed.credit_memos).toHaveLength(1)
    const [shown] = placed.credit_memos
    expect(shown.refunded_to).toEqual({ type: 'PAYMENT', card_brand: 'visa', card_last4: '4242' })
    expect(shown.items[0].quantity_refunded).toBe(2)
    // The whole order is refunded: the shipping it paid (none above the free-shipping amount) too.
    expect(shown.total.total_shipping).toEqual(placed.total.total_shipping)
  })

  it('never more than the order: pieces already refunded, amounts beyond the total, and store credit for guests are refused', async () => {
    const { order, variant } = await customerWithPaidOrder(app, { quantity: 2 })
    const orderId = Number(order.order_id)
    await expect(
      refund({ orderId, items: [{ sku: variant.sku, quantity: 3 }], toStoreCredit: true }),
    ).rejects.toEqual(refused('QUANTITY_TOO_LARGE'))
    await expect(
      refund({ orderId, items: [{ sku: 'NOT-IN-ORDER', quantity: 1 }], toStoreCredit: true }),
    ).rejects.toEqual(refused('ITEM_NOT_FOUND'))
    await expect(
      refund({
        orderId,
        items: [{ sku: variant.sku, quantity: 1 }],
        adjustmentCents: 1_000_000,
        toStoreCredit: false,
      }),
    ).rejects.toEqual(refused('AMOUNT_TOO_LARGE'))
    await refund({ orderId, items: [{ sku: variant.sku, quantity: 2 }], toStoreCredit: false })
    await expect(
      refund({ orderId, items: [{ sku: variant.sku, quantity: 1 }], toStoreCredit: false }),
    ).rejects.toEqual(refused('QUANTITY_TOO_LARGE'))
    // What is left (the shipping, when the order paid any) goes to store credit; then nothing is left.
    const { shipping_cents: shippingCents } = await app.shopDatabase.db
      .selectFrom('shop_order')
      .select('shipping_cents')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    const rest = await refund({ orderId, toStoreCredit: true }).then(
      (outcome) => outcome.totalCents,
      (error: unknown) => (error instanceof RefundRefused ? error.code : error),
    )
    expect(rest).toBe(shippingCents > 0 ? shippingCents : 'NOTHING_TO_REFUND')
    expect(await storeCreditOf(orderId)).toBe(shippingCents)
    await expect(refund({ orderId, toStoreCredit: true })).rejects.toEqual(refused('NOTHING_TO_REFUND'))
    await expect(refund({ orderId: 99_999_999, toStoreCredit: true })).rejects.toBeInstanceOf(RefundRefused)
    const memos = await app.shopDatabase.db
      .selectFrom('credit_memo')
      .select(['grand_total_cents', 'state'])
      .where('order_id', '=', orderId)
      .execute()
    const refundedCents = memos.reduce((sum, memo) => sum + memo.grand_total_cents, 0)
    expect(refundedCents).toBe(Math.round(order.total.grand_total.amount * 100))
    expect(memos.every((memo) => memo.state === 'refunded')).toBe(true)

    const guest = newGuest(app)
    const { cartId } = await readyCart(guest, { items: [itemOf(variant, 1)] })
    await payWithCard(app, (await guest.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.payment)
    const guestOrder = (await guest.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.order
    await expect(refund({ orderId: Number(guestOrder.order_id), toStoreCredit: true })).rejects.toEqual(
      refused('STORE_CREDIT_NEEDS_CUSTOMER'),
    )
  })

  it('parallel refunds of the same pieces refund them once', async () => {
    const { order, variant } = await customerWithPaidOrder(app, { quantity: 1 })
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        refund({
          orderId: Number(order.order_id),
          items: [{ sku: variant.sku, quantity: 1 }],
          toStoreCredit: true,
        }),
      ),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    const memos = await app.shopDatabase.db
      .selectFrom('credit_memo')
      .select('id')
      .where('order_id', '=', Number(order.order_id))
      .execute()
    expect(memos).toHaveLength(1)
  })
})
