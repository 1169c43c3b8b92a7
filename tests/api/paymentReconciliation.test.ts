import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { ADD } from './helpers/cartFixtures.ts'
import { PLACE_ORDER, itemOf, newGuest, orderableVariant, readyCart } from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET, card } from './helpers/paymentFixtures.ts'
import { createOfflineProvider } from '../../domain/payments/offline/offlineProvider.ts'
import {
  reconcileCapturedPayments,
  reconciliationsOf,
} from '../../domain/checkout/reconcileCapturedPayments.ts'
import { createWebhookOutbox } from '../../server/payments/webhookOutbox.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
})
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db
const paymentOfCart = (cartId: string) =>
  db().selectFrom('payment').selectAll().where('owner_key', '=', `cart:${cartId}`).executeTakeFirstOrThrow()
const orderOfCart = (cartId: string) =>
  db().selectFrom('shop_order').selectAll().where('cart_id', '=', cartId).executeTakeFirst()
const setStock = (sku: string, qty: number) =>
  db()
    .updateTable('product')
    .set({ qty, is_in_stock: qty > 0 })
    .where('sku', '=', sku)
    .execute()
const reconcile = () =>
  reconcileCapturedPayments(
    { db: db(), log: app.log, payments: app.payments, stores: app.config.stores, orderLinks: app.orderLinks },
    { graceSeconds: 0 },
  )

/**
 * A guest's checkout whose card the provider captured while the shop was going down: the
 * capture's webhook never reached the shop (the provider is reached here as a command-line
 * script reaches it, with no app to send webhooks to).
 */
async function captureWithoutWebhook(variantOffset: number) {
  const shopper = newGuest(app)
  const variant = await orderableVariant(app, 5, variantOffset)
  const { cartId } = await readyCart(shopper, { items: [itemOf(variant, 1)] })
  const asked = await shopper.query(PLACE_ORDER, { id: cartId })
  const payment = asked.data?.placeOrder.payment as { intent_id: string; client_secret: string }
  const cutOff = createOfflineProvider({ db: db(), secret: TEST_WEBHOOK_SECRET })
  expect(
    await cutOff.confirmCard(payment.intent_id, payment.client_secret, card('4242 4242 4242 4242')),
  ).toMatchObject({ kind: 'confirmed', intent: { status: 'succeeded' } })
  expect((await paymentOfCart(cartId)).captured_at).toBeNull()
  return { shopper, cartId, variant, intentId: payment.intent_id }
}

describe('a capture whose webhook was lost', () => {
  it("is marked captured when the shopper's return places its order, so the order can be refunded", async () => {
    const { shopper, cartId } = await captureWithoutWebhook(0)
    const placed = await shopper.query(PLACE_ORDER, { id: cartId })
    expect(placed.data?.placeOrder.order?.number).toMatch(/\S/)
    const payment = await paymentOfCart(cartId)
    expect(payment.captured_at).not.toBeNull()
    const refund = await app.payments.refundPayment(payment.id, payment.amount_cents, 'credit_memo:test')
    expect(refund.status).toBe('succeeded')
  })

  it('is refunded, not paid twice, when the cart changed before the shopper came back', async () => {
    const { shopper, cartId, variant, intentId } = await captureWithoutWebhook(5)
    await shopper.query(ADD, { cartId, items: [itemOf(variant, 1)] })
    const answer = await shopper.query(PLACE_ORDER, { id: cartId })
    expect(answer.data?.placeOrder).toMatchObject({
      order: null,
      payment: null,
      errors: [{ code: 'PAYMENT_AMOUNT_MISMATCH' }],
    })
    expect(
      await db()
        .selectFrom('payment_provider_test_refund')
        .select('amount_cents')
        .where('intent_id', '=', intentId)
        .execute(),
    ).toHaveLength(1)
  })

  it('gets its order from the reconciliation job when the shopper never comes back, recorded for the operator', async () => {
    const { cartId } = await captureWithoutWebhook(1)
    const run = await reconcile()
    const order = await orderOfCart(cartId)
    expect(order).toBeDefined()
    const payment = await paymentOfCart(cartId)
    expect(payment.captured_at).not.toBeNull()
    expect(run.settled).toContainEqual({
      paymentId: payment.id,
      outcome: 'order_placed',
      reason: 'placed',
      orderId: Number(order!.id),
    })
    expect(await reconciliationsOf(db(), payment.id)).toEqual([
      expect.objectContaining({ outcome: 'order_placed', order_id: order!.id }),
    ])
    // A second run finds nothing left to do.
    expect((await reconcile()).settled.filter((settled) => settled.paymentId === payment.id)).toEqual([])
  })

  it('is refunded by the reconciliation job when the stock ran out meanwhile, and the shopper is told so', async () => {
    const { shopper, cartId, variant, intentId } = await captureWithoutWebhook(2)
    await setStock(variant.variant_sku, 0)
    await reconcile()
    expect(await orderOfCart(cartId)).toBeUndefined()
    const payment = await paymentOfCart(cartId)
    expect(await reconciliationsOf(db(), payment.id)).toEqual([
      expect.objectContaining({ outcome: 'refunded', reason: 'INSUFFICIENT_STOCK', order_id: null }),
    ])
    expect(
      await db()
        .selectFrom('payment_provider_test_refund')
        .select('amount_cents')
        .where('intent_id', '=', intentId)
        .execute(),
    ).toEqual([{ amount_cents: payment.amount_cents }])
    const answer = await shopper.query(PLACE_ORDER, { id: cartId })
    expect(answer.data?.placeOrder.order).toBeNull()
    expect(answer.data?.placeOrder.errors[0]?.message).toMatch(/refunded/i)
    await setStock(variant.variant_sku, variant.qty)
  })

  it('is sent again by the outbox, which places the order', async () => {
    const { cartId, intentId } = await captureWithoutWebhook(3)
    const pending = () =>
      db()
        .selectFrom('payment_provider_test_event')
        .select(['status', 'delivered_at'])
        .where('intent_id', '=', intentId)
        .where('type', '=', 'payment_intent.succeeded')
        .executeTakeFirstOrThrow()
    expect(await pending()).toMatchObject({ status: 'pending', delivered_at: null })
    await app.paymentWebhookOutbox!.drain()
    expect(await pending()).toMatchObject({ status: 'delivered', delivered_at: expect.any(Date) })
    expect(await orderOfCart(cartId)).toBeDefined()
    expect((await paymentOfCart(cartId)).captured_at).not.toBeNull()
  })
})

describe('a capture settled by several actors at once', () => {
  const ordersPaidBy = (paymentId: number) =>
    db().selectFrom('order_payment').select('order_id').where('payment_id', '=', paymentId).execute()
  const refundsOf = (intentId: string) =>
    db()
      .selectFrom('payment_provider_test_refund')
      .select('amount_cents')
      .where('intent_id', '=', intentId)
      .execute()

  it('ends as exactly one order or one refund while the stock comes and goes during the race', async () => {
    const variant = await orderableVariant(app, 5, 6)
    const outcomes = new Set<string>()
    for (let round = 0; round < 20; round += 1) {
      const { shopper, cartId, intentId } = await captureWithoutWebhook(6)
      await setStock(variant.variant_sku, round % 2 === 0 ? 0 : variant.qty)
      // Stock appears and disappears while the job, the late webhook and the returning shopper each settle the capture.
      const toggleStock = async () => {
        for (let flip = 1; flip <= 6; flip += 1)
          await setStock(variant.variant_sku, (round + flip) % 2 === 0 ? 0 : variant.qty)
      }
      await Promise.all([
        reconcile(),
        app.paymentWebhookOutbox!.drain(),
        shopper.query(PLACE_ORDER, { id: cartId }),
        toggleStock(),
      ])
      const payment = await paymentOfCart(cartId)
      const orders = await ordersPaidBy(payment.id)
      const refunds = await refundsOf(intentId)
      expect({ round, settlements: orders.length + refunds.length }).toEqual({ round, settlements: 1 })
      if (refunds.length === 1) expect(refunds[0]!.amount_cents).toBe(payment.amount_cents)
      outcomes.add(orders.length === 1 ? 'order' : 'refund')
      await setStock(variant.variant_sku, variant.qty)
    }
    // Both outcomes occur, so the rounds did race the stock.
    expect([...outcomes].sort()).toEqual(['order', 'refund'])
  })

  it('is not given an order by the late webhook once the job decided to refund it, even when the stock is back before the refund', async () => {
    const { cartId, variant, intentId } = await captureWithoutWebhook(7)
    await setStock(variant.variant_sku, 0)
    const refundPayment = app.payments.refundPayment
    let webhookInTheGap = true
    // The exact point of the race: the job has decided to refund, the provider has not refunded yet.
    app.payments.refundPayment = async (...args) => {
      if (webhookInTheGap) {
        webhookInTheGap = false
        await setStock(variant.variant_sku, variant.qty)
        await app.paymentWebhookOutbox!.drain()
      }
      return refundPayment(...args)
    }
    try {
      await reconcile()
    } finally {
      app.payments.refundPayment = refundPayment
    }
    expect(webhookInTheGap).toBe(false)
    const payment = await paymentOfCart(cartId)
    expect(await ordersPaidBy(payment.id)).toEqual([])
    expect(await orderOfCart(cartId)).toBeUndefined()
    expect(await refundsOf(intentId)).toEqual([{ amount_cents: payment.amount_cents }])
  })
})

describe('a webhook the shop cannot take', () => {
  it('does not fail the card confirmation: the capture stands and its event waits in the outbox', async () => {
    const shopper = newGuest(app)
    const variant = await orderableVariant(app, 5, 4)
    const { cartId } = await readyCart(shopper, { items: [itemOf(variant, 1)] })
    const payment = (await shopper.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.payment as {
      intent_id: string
      client_secret: string
    }
    const closed = createWebhookOutbox({
      db: db(),
      secret: TEST_WEBHOOK_SECRET,
      log: app.log,
      pollIntervalMs: 60_000,
      send: () => Promise.reject(new Error('Fastify has already been closed')),
    })
    const closing = createOfflineProvider({
      db: db(),
      secret: TEST_WEBHOOK_SECRET,
      deliverEvents: closed.deliverIntentEvents,
    })
    expect(
      await closing.confirmCard(payment.intent_id, payment.client_secret, card('4242 4242 4242 4242')),
    ).toMatchObject({ kind: 'confirmed', intent: { status: 'succeeded' } })
    const event = await db()
      .selectFrom('payment_provider_test_event')
      .selectAll()
      .where('intent_id', '=', payment.intent_id)
      .where('type', '=', 'payment_intent.succeeded')
      .executeTakeFirstOrThrow()
    expect(event).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Fastify has already been closed',
      delivered_at: null,
    })
    expect(event.next_attempt_at.getTime()).toBeGreaterThan(Date.now())
  })
})
