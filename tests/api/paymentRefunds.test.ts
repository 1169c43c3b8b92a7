import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import { ADD } from './helpers/cartFixtures.ts'
import {
  PLACE_ORDER,
  itemOf,
  newGuest,
  orderableVariant,
  payWithCard,
  readyCart,
} from './helpers/checkoutFixtures.ts'
import {
  TEST_WEBHOOK_SECRET,
  answerHostedPage,
  card,
  confirmWithJson,
  createPayment,
  signedInShopper,
} from './helpers/paymentFixtures.ts'
import { PaymentRefundError } from '../../domain/payments/paymentProvider.ts'
import { ORDER_REFUSED_REFUND_REASON } from '../../domain/checkout/refundRefusedPayment.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
})
afterAll(async () => app?.close())

const setStock = (sku: string, qty: number) =>
  app.shopDatabase.db
    .updateTable('product')
    .set({ qty, is_in_stock: qty > 0 })
    .where('sku', '=', sku)
    .execute()
const refundError = (code: string) => expect.objectContaining({ name: 'PaymentRefundError', code })
const paymentsOfCart = (cartId: string) =>
  app.shopDatabase.db
    .selectFrom('payment')
    .selectAll()
    .where('owner_key', '=', `cart:${cartId}`)
    .orderBy('id')
    .execute()
const refundsOf = (paymentId: number) =>
  app.shopDatabase.db.selectFrom('payment_refund').selectAll().where('payment_id', '=', paymentId).execute()
const providerRefundsOf = (intentId: string) =>
  app.shopDatabase.db
    .selectFrom('payment_provider_test_refund')
    .selectAll()
    .where('intent_id', '=', intentId)
    .execute()

async function capturedIntent(amountCents = 5980) {
  const { owner } = await signedInShopper(app)
  const intent = await createPayment(app, owner, { amountCents })
  expect((await confirmWithJson(app, intent, card('4242 4242 4242 4242'))).json().status).toBe('succeeded')
  return intent
}

describe('refunds at the offline provider', () => {
  it('refunds a captured intent, up to what was captured, and records a charge.refunded event', async () => {
    const intent = await capturedIntent()
    const first = await app.payments.provider.refund({
      intentId: intent.id,
      amountCents: 2000,
      idempotencyKey: `a-${intent.id}`,
      reason: 'requested_by_customer',
    })
    expect(first).toEqual({ id: expect.stringMatching(/^re_test_/), status: 'succeeded', amountCents: 2000 })
    await expect(
      app.payments.provider.refund({
        intentId: intent.id,
        amountCents: 3981,
        idempotencyKey: `b-${intent.id}`,
        reason: 'requested_by_customer',
      }),
    ).rejects.toEqual(refundError('amount_too_large'))
    expect(
      (
        await app.payments.provider.refund({
          intentId: intent.id,
          amountCents: 3980,
          idempotencyKey: `c-${intent.id}`,
          reason: 'requested_by_customer',
        })
      ).amountCents,
    ).toBe(3980)
    await expect(
      app.payments.provider.refund({
        intentId: intent.id,
        amountCents: 1,
        idempotencyKey: `d-${intent.id}`,
        reason: 'requested_by_customer',
      }),
    ).rejects.toEqual(refundError('amount_too_large'))
    expect(await providerRefundsOf(intent.id)).toHaveLength(2)
    const events = await app.shopDatabase.db
      .selectFrom('payment_provider_test_event')
      .select(['type', 'payload', 'delivered_at'])
      .where('intent_id', '=', intent.id)
      .where('type', '=', 'charge.refunded')
      .execute()
    expect(events).toHaveLength(2)
    expect(events[0]!.payload).toMatchObject({
      type: 'charge.refunded',
      data: { id: intent.id, refund: { id: first.id, amountCents: 2000, status: 'succeeded' } },
    })
    expect(events.every((event) => event.delivered_at !== null)).toBe(true)
  })

  it('refuses an intent that was not captured, an unknown one and an amount that is not positive', async () => {
    const { owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner)
    await expect(
      app.payments.provider.refund({
        intentId: intent.id,
        amountCents: 100,
        idempotencyKey: `u-${intent.id}`,
        reason: 'x',
      }),
    ).rejects.toEqual(refundError('intent_not_captured'))
    await expect(
      app.payments.provider.refund({
        intentId: 'pi_test_unknown',
        amountCents: 100,
        idempotencyKey: 'u-unknown',
        reason: 'x',
      }),
    ).rejects.toEqual(refundError('intent_not_found'))
    const captured = await capturedIntent()
    await expect(
      app.payments.provider.refund({
        intentId: captured.id,
        amountCents: 0,
        idempotencyKey: `z-${captured.id}`,
        reason: 'x',
      }),
    ).rejects.toBeInstanceOf(PaymentRefundError)
    expect(await providerRefundsOf(intent.id)).toEqual([])
  })

  it('answers the same refund for the same idempotency key, even to parallel calls', async () => {
    const intent = await capturedIntent()
    const input = {
      intentId: intent.id,
      amountCents: 5980,
      idempotencyKey: `same-${intent.id}`,
      reason: 'duplicate',
    }
    const answers = await Promise.all([
      app.payments.provider.refund(input),
      app.payments.provider.refund(input),
      app.payments.provider.refund(input),
    ])
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1)
    expect(await app.payments.provider.refund(input)).toEqual(answers[0])
    await expect(app.payments.provider.refund({ ...input, amountCents: 100 })).rejects.toEqual(
      refundError('idempotency_key_reused'),
    )
    expect(await providerRefundsOf(intent.id)).toHaveLength(1)
  })
})

describe('the shop refunds a payment', () => {
  it('records each refund and never refunds more than the payment, even when asked in parallel', async () => {
    const intent = await capturedIntent(3000)
    const payment = await app.shopDatabase.db
      .selectFrom('payment')
      .selectAll()
      .where('provider_intent_id', '=', intent.id)
      .executeTakeFirstOrThrow()
    const partial = await app.payments.refundPayment(payment.id, 1000, 'damaged')
    expect(partial).toMatchObject({
      payment_id: payment.id,
      amount_cents: 1000,
      reason: 'damaged',
      status: 'succeeded',
      provider_refund_id: expect.stringMatching(/^re_test_/),
    })
    expect(await app.payments.refundPayment(payment.id, 1000, 'damaged')).toEqual(partial)
    await expect(app.payments.refundPayment(payment.id, 2001, 'late')).rejects.toEqual(
      refundError('amount_too_large'),
    )
    const parallel = await Promise.allSettled([
      app.payments.refundPayment(payment.id, 2000, 'rest-a'),
      app.payments.refundPayment(payment.id, 2000, 'rest-b'),
    ])
    expect(parallel.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    const refunds = await refundsOf(payment.id)
    expect(refunds.reduce((sum, refund) => sum + refund.amount_cents, 0)).toBe(3000)
    expect(await providerRefundsOf(intent.id)).toHaveLength(2)
  })

  it('refuses a payment that was not captured', async () => {
    const { owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner)
    const payment = await app.shopDatabase.db
      .selectFrom('payment')
      .select('id')
      .where('provider_intent_id', '=', intent.id)
      .executeTakeFirstOrThrow()
    await expect(app.payments.refundPayment(payment.id, 100, 'x')).rejects.toEqual(
      refundError('intent_not_captured'),
    )
  })
})

describe('an order refused after its payment was captured', () => {
  it('refunds the full amount once, and tells the shopper in the store language', async () => {
    const variant = await orderableVariant(app, 3, 5)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { store: '/fr', country: 'FR', items: [itemOf(variant, 1)] })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId }, { store: '/fr' })).data?.placeOrder
      .payment
    const confirmed = await payWithCard(app, payment, '4000 0000 0000 3220')
    expect(confirmed.status).toBe('requires_action')
    // The last piece is sold while the shopper answers the 3-D Secure challenge.
    await setStock(variant.variant_sku, 0)
    try {
      await answerHostedPage(app, confirmed.nextActionUrl!, 'complete')
      const [record] = await paymentsOfCart(cartId)
      expect(record!.captured_at).not.toBeNull()
      const answers = await Promise.all([
        agent.query(PLACE_ORDER, { id: cartId }, { store: '/fr' }),
        agent.query(PLACE_ORDER, { id: cartId }, { store: '/fr' }),
      ])
      for (const answer of answers) {
        expect(answer.data?.placeOrder).toEqual({
          order: null,
          payment: null,
          errors: [
            {
              code: 'INSUFFICIENT_STOCK',
              message: expect.stringContaining('Votre paiement a été intégralement remboursé.'),
            },
          ],
        })
      }
      // The webhook's completion and the shopper's return refund once, whatever runs again.
      const again = await Promise.all([
        app.payments.refundPayment(record!.id, record!.amount_cents, ORDER_REFUSED_REFUND_REASON),
        app.payments.refundPayment(record!.id, record!.amount_cents, ORDER_REFUSED_REFUND_REASON),
      ])
      const refunds = await refundsOf(record!.id)
      expect(refunds).toEqual([
        expect.objectContaining({
          amount_cents: record!.amount_cents,
          reason: ORDER_REFUSED_REFUND_REASON,
          status: 'succeeded',
        }),
      ])
      expect(again.map((refund) => refund.id)).toEqual([refunds[0]!.id, refunds[0]!.id])
      expect(await providerRefundsOf(record!.provider_intent_id)).toHaveLength(1)
      expect(
        await app.shopDatabase.db
          .selectFrom('shop_order')
          .select('id')
          .where('cart_id', '=', cartId)
          .execute(),
      ).toEqual([])
      // Once the stock is back, the shopper pays again with a new intent: the refunded one never pays.
      await setStock(variant.variant_sku, variant.qty)
      const retry = (await agent.query(PLACE_ORDER, { id: cartId }, { store: '/fr' })).data?.placeOrder
      expect(retry).toMatchObject({
        order: null,
        errors: [
          {
            code: 'UNABLE_TO_PLACE_ORDER',
            message: expect.stringContaining('Votre paiement a été intégralement remboursé.'),
          },
        ],
        payment: { status: 'REQUIRES_PAYMENT_METHOD' },
      })
      expect(retry.payment.intent_id).not.toBe(record!.provider_intent_id)
    } finally {
      await setStock(variant.variant_sku, variant.qty)
    }
  })

  it('refunds a payment the cart no longer matches, and says it was refunded', async () => {
    const variant = await orderableVariant(app, 4, 6)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemOf(variant, 1)] })
    const payment = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder.payment
    expect(
      (await agent.query(ADD, { cartId, items: [itemOf(variant, 1)] })).data?.addProductsToCart.success,
    ).toBe(true)
    expect((await payWithCard(app, payment)).status).toBe('succeeded')
    // The webhook refused the order and refunded; the shopper's return says so and offers a payment of the new total.
    const answer = (await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder
    expect(answer).toMatchObject({
      order: null,
      errors: [
        {
          code: 'PAYMENT_AMOUNT_MISMATCH',
          message: expect.stringContaining('we have refunded the payment in full'),
        },
      ],
      payment: { status: 'REQUIRES_PAYMENT_METHOD' },
    })
    const [record, next] = await paymentsOfCart(cartId)
    expect(answer.payment.intent_id).toBe(next!.provider_intent_id)
    expect(next!.amount_cents).toBe(record!.amount_cents * 2)
    expect(await refundsOf(record!.id)).toEqual([
      expect.objectContaining({ amount_cents: record!.amount_cents, status: 'succeeded' }),
    ])
    expect((await agent.query(PLACE_ORDER, { id: cartId })).data?.placeOrder).toMatchObject({
      errors: [],
      payment: { intent_id: next!.provider_intent_id },
    })
  })
})
