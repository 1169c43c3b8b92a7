import type { Selectable } from 'kysely'
import type { PaymentTable } from '../../db/tables.ts'
import type { PlaceOrderErrorCodes } from './placeOrderErrorCodes.ts'
import type { DomainContext } from '../context.ts'
import { decideRefund } from './paymentSettlement.ts'

/** The reason of the refund of a payment whose order was refused (one refund per payment: the idempotency key derives from it). */
export const ORDER_REFUSED_REFUND_REASON = 'order_refused'

/** What became of a refused order's payment: refunded, its refund failed (logged), or an order another actor placed took it first. */
export type RefusedPaymentOutcome =
  { outcome: 'refunded' | 'refund_failed' } | { outcome: 'order_placed'; orderId: number }

/**
 * Refunds in full a captured payment whose order was refused. The refund is first decided under
 * the payment's row lock (see {@link decideRefund}): when another actor's order took the payment
 * first, nothing is refunded and that order is answered. The webhook, the shopper's return and
 * the reconciliation job may all get here for one payment: the idempotency key (payment and
 * reason) and the unique provider refund id make it one refund. A refund the provider refuses is
 * logged as an error, for a human to refund by hand.
 */
export async function refundRefusedPayment(
  context: Pick<DomainContext, 'db' | 'payments' | 'log'>,
  payment: Selectable<PaymentTable>,
  refusal: PlaceOrderErrorCodes,
): Promise<RefusedPaymentOutcome> {
  const decided = await decideRefund(context.db, payment.id)
  if (decided.settledAs === 'order') return { outcome: 'order_placed', orderId: decided.orderId }
  const ids = { paymentId: payment.id, intent: payment.provider_intent_id, reason: refusal }
  if (!context.payments) {
    context.log.error(ids, 'order refused after its payment was captured: refund it')
    return { outcome: 'refund_failed' }
  }
  try {
    const refund = await context.payments.refundPayment(
      payment.id,
      payment.amount_cents,
      ORDER_REFUSED_REFUND_REASON,
    )
    context.log.warn(
      {
        ...ids,
        refundId: refund.provider_refund_id,
        amountCents: refund.amount_cents,
        status: refund.status,
      },
      'order refused after its payment was captured: refunded',
    )
    return { outcome: refund.status === 'failed' ? 'refund_failed' : 'refunded' }
  } catch (error) {
    context.log.error(
      { ...ids, err: error },
      'order refused after its payment was captured and its refund failed: refund it by hand',
    )
    return { outcome: 'refund_failed' }
  }
}
