import type { Selectable } from 'kysely'
import type { PaymentTable } from '../../db/tables.ts'
import type { PlaceOrderErrorCodes } from '../generated/resolverTypes.ts'
import type { ShopContext } from '../context.ts'

/** The reason of the refund of a payment whose order was refused (one refund per payment: the idempotency key derives from it). */
export const ORDER_REFUSED_REFUND_REASON = 'order_refused'

/**
 * Refunds in full a captured payment whose order was refused, and says whether it was refunded.
 * The webhook and the shopper's return may both get here for one payment: the idempotency key
 * (payment and reason) and the unique provider refund id make it one refund. A refund the
 * provider refuses is logged as an error, for a human to refund by hand.
 */
export async function refundRefusedPayment(context: Pick<ShopContext, 'payments' | 'log'>, payment: Selectable<PaymentTable>, refusal: PlaceOrderErrorCodes): Promise<boolean> {
  const ids = { paymentId: payment.id, intent: payment.provider_intent_id, reason: refusal }
  if (!context.payments) {
    context.log.error(ids, 'order refused after its payment was captured: refund it')
    return false
  }
  try {
    const refund = await context.payments.refundPayment(payment.id, payment.amount_cents, ORDER_REFUSED_REFUND_REASON)
    context.log.warn({ ...ids, refundId: refund.provider_refund_id, amountCents: refund.amount_cents, status: refund.status }, 'order refused after its payment was captured: refunded')
    return refund.status !== 'failed'
  } catch (error) {
    context.log.error({ ...ids, err: error }, 'order refused after its payment was captured and its refund failed: refund it by hand')
    return false
  }
}
