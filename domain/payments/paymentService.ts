import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database, PaymentRefundTable, PaymentTable } from '../../db/tables.ts'
import {
  PaymentRefundError,
  type CreateIntentInput,
  type PaymentIntent,
  type PaymentProvider,
} from './paymentProvider.ts'

/** A payment as the shop knows it, with the provider's live view of its intent. */
export interface ShopPayment {
  record: Selectable<PaymentTable>
  intent: PaymentIntent
}

/** The shop's record of a refund. */
export type PaymentRefundRecord = Selectable<PaymentRefundTable>

/** What a webhook delivery came to (all answered 2xx: the provider must not resend them). */
export type WebhookOutcome = 'processed' | 'duplicate' | 'unknown_intent'

/**
 * The payments module the checkout calls: it creates intents at the configured provider,
 * keeps the shop's record of each (who owns it, whether it was captured) and applies the
 * provider's webhooks. Card data never comes here.
 */
export interface PaymentService {
  readonly provider: PaymentProvider
  /** Creates (or, for a known idempotency key, finds) an intent, owned by `ownerKey`. */
  createPayment(input: CreateIntentInput & { ownerKey: string }): Promise<PaymentIntent>
  /** The payment of this intent when `ownerKey` owns it; null for an unknown id or another owner's. */
  findPayment(intentId: string, ownerKey: string): Promise<ShopPayment | null>
  /**
   * Asks the provider where the intent is and writes that into the shop's record (captured once,
   * and only for the amount the shop asked for), as a webhook would: the checkout decides from
   * it, never from a record a lost webhook left behind. Null when either side does not know it.
   */
  refreshPayment(intentId: string): Promise<ShopPayment | null>
  /** Verifies and applies a webhook; throws `WebhookSignatureError` when it must not be believed. */
  handleWebhook(rawBody: string, signatureHeader: string | undefined): Promise<WebhookOutcome>
  /**
   * Calls `listener` after a webhook recorded a payment's capture (once per capture, after
   * commit): the checkout finishes the cart's order there. A listener's failure is its own
   * to log; the webhook is still acknowledged, since the capture was recorded.
   */
  onCaptured(listener: (payment: Selectable<PaymentTable>) => Promise<void>): void
  /**
   * Refunds `amountCents` of a captured payment at its provider and records the refund. The
   * provider's idempotency key is derived from the payment and `reason`, so a retry (or a
   * parallel call) with the same reason answers the same refund; what is refunded in total
   * never exceeds the payment. Throws {@link PaymentRefundError} when nothing was refunded.
   */
  refundPayment(paymentId: number, amountCents: number, reason: string): Promise<PaymentRefundRecord>
}

/** The provider's idempotency key of a payment's refund for one reason. */
export function refundIdempotencyKey(paymentId: number, reason: string): string {
  return `refund:${paymentId}:${reason}`
}

/** The owner key of a signed-in customer's payments. */
export function customerPaymentOwner(customerId: number): string {
  return `customer:${customerId}`
}

/** The owner key of a checkout's payment: the cart it pays for. */
export function cartPaymentOwner(cartId: string): string {
  return `cart:${cartId}`
}

/** Creates the payment service over the shop database and the configured provider. */
export function createPaymentService(db: Kysely<Database>, provider: PaymentProvider): PaymentService {
  const captureListeners: ((payment: Selectable<PaymentTable>) => Promise<void>)[] = []
  return {
    provider,

    onCaptured(listener) {
      captureListeners.push(listener)
    },

    async createPayment({ ownerKey, ...input }) {
      const intent = await provider.createIntent(input)
      await db
        .insertInto('payment')
        .values({
          provider: provider.name,
          provider_intent_id: intent.id,
          owner_key: ownerKey,
          reference: input.reference,
          amount_cents: intent.amountCents,
          currency: intent.currency,
          method: intent.method,
          status: intent.status,
        })
        .onConflict((conflict) => conflict.columns(['provider', 'provider_intent_id']).doNothing())
        .execute()
      return intent
    },

    async findPayment(intentId, ownerKey) {
      const record = await db
        .selectFrom('payment')
        .selectAll()
        .where('provider', '=', provider.name)
        .where('provider_intent_id', '=', intentId)
        .where('owner_key', '=', ownerKey)
        .executeTakeFirst()
      if (!record) return null
      const intent = await provider.retrieveIntent(intentId)
      return intent ? { record, intent } : null
    },

    async refreshPayment(intentId) {
      const intent = await provider.retrieveIntent(intentId)
      if (!intent) return null
      const record = await recordIntent(db, provider.name, intent)
      return record ? { record, intent } : null
    },

    async refundPayment(paymentId, amountCents, reason) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        throw new PaymentRefundError('invalid_amount')
      const payment = await db
        .selectFrom('payment')
        .selectAll()
        .where('id', '=', paymentId)
        .where('provider', '=', provider.name)
        .executeTakeFirst()
      if (!payment) throw new PaymentRefundError('intent_not_found')
      if (!payment.captured_at) throw new PaymentRefundError('intent_not_captured')
      const refunded = await refundedCents(db, paymentId)
      // Checked before asking the provider; the provider checks again against its own records.
      if (refunded + amountCents > payment.amount_cents) {
        const earlier = await db
          .selectFrom('payment_refund')
          .selectAll()
          .where('payment_id', '=', paymentId)
          .where('reason', '=', reason)
          .where('amount_cents', '=', amountCents)
          .executeTakeFirst()
        if (earlier) return earlier
        throw new PaymentRefundError('amount_too_large')
      }
      const refund = await provider.refund({
        intentId: payment.provider_intent_id,
        amountCents,
        idempotencyKey: refundIdempotencyKey(paymentId, reason),
        reason,
      })
      return db.transaction().execute(async (trx) => {
        // The payment's row lock orders parallel recordings: the total is checked against all others.
        await trx
          .selectFrom('payment')
          .select('id')
          .where('id', '=', paymentId)
          .forUpdate()
          .executeTakeFirstOrThrow()
        const known = await trx
          .selectFrom('payment_refund')
          .selectAll()
          .where('provider_refund_id', '=', refund.id)
          .executeTakeFirst()
        if (known) return known
        if (
          refund.status !== 'failed' &&
          (await refundedCents(trx, paymentId)) + refund.amountCents > payment.amount_cents
        )
          throw new PaymentRefundError('amount_too_large')
        return trx
          .insertInto('payment_refund')
          .values({
            payment_id: paymentId,
            provider_refund_id: refund.id,
            amount_cents: refund.amountCents,
            reason,
            status: refund.status,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
      })
    },

    async handleWebhook(rawBody, signatureHeader) {
      const event = provider.verifyWebhook(rawBody, signatureHeader)
      // The provider's current view, not the event's: events may arrive late or out of order.
      const intent = await provider.retrieveIntent(event.intentId)
      const outcome = await db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('payment_webhook_event')
          .values({ provider: provider.name, event_id: event.id, type: event.type })
          .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst()
        if (!first) return 'duplicate' as const
        if (!intent) return 'unknown_intent' as const
        const updated = await recordIntent(trx, provider.name, intent)
        if (!updated) return { outcome: 'unknown_intent' as const, captured: null }
        return { outcome: 'processed' as const, captured: updated.captured_at ? updated : null }
      })
      if (typeof outcome === 'string') return outcome
      // A refund's event reports the same captured intent: it must not place the order again.
      if (outcome.captured && event.type !== 'charge.refunded')
        for (const listener of captureListeners) await listener(outcome.captured)
      return outcome.outcome
    },
  }
}

/** Writes the provider's view of an intent into the shop's record of it; null when the shop has no record of that intent and amount. */
async function recordIntent(
  db: Kysely<Database>,
  providerName: string,
  intent: PaymentIntent,
): Promise<Selectable<PaymentTable> | null> {
  const updated = await db
    .updateTable('payment')
    .set((eb) => ({
      status: intent.status,
      decline_code: intent.declineCode,
      updated_at: new Date(),
      // Captured once, and only for the amount the shop asked for.
      captured_at:
        intent.status === 'succeeded'
          ? eb.fn.coalesce('captured_at', eb.val(new Date()))
          : eb.ref('captured_at'),
    }))
    .where('provider', '=', providerName)
    .where('provider_intent_id', '=', intent.id)
    .where('amount_cents', '=', intent.amountCents)
    .where('currency', '=', intent.currency)
    .returningAll()
    .executeTakeFirst()
  return updated ?? null
}

/** What was refunded of a payment, or is being refunded (failed refunds do not count). */
export async function refundedCents(db: Kysely<Database>, paymentId: number): Promise<number> {
  const { total } = await db
    .selectFrom('payment_refund')
    .select(({ fn }) => fn.coalesce(fn.sum<number>('amount_cents'), sql<number>`0`).as('total'))
    .where('payment_id', '=', paymentId)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow()
  return Number(total)
}
