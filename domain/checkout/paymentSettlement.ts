import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'

/** How a captured payment was settled: the order it paid, or its refund (decided, or made). */
export type PaymentSettlement = { settledAs: 'order'; orderId: number } | { settledAs: 'refund' }

/**
 * Locks the payment's row (`FOR UPDATE`, in the caller's transaction `trx`) and reads how it was
 * settled, or null. The order's placement and the refund's decision both read it here, so of all
 * the actors settling one capture at once (the shopper's return, the webhook, the reconciliation
 * job, on any instance) the first decides and the others see its decision.
 */
export async function lockedSettlementOf(
  trx: Kysely<Database>,
  paymentId: number,
): Promise<PaymentSettlement | null> {
  const payment = await trx
    .selectFrom('payment')
    .select('refund_decided_at')
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const order = await trx
    .selectFrom('order_payment')
    .select('order_id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst()
  if (order) return { settledAs: 'order', orderId: Number(order.order_id) }
  if (payment.refund_decided_at) return { settledAs: 'refund' }
  const refund = await trx
    .selectFrom('payment_refund')
    .select('id')
    .where('payment_id', '=', paymentId)
    .where('status', '!=', 'failed')
    .executeTakeFirst()
  return refund ? { settledAs: 'refund' } : null
}

/**
 * Records, under the payment's row lock, that a captured payment is refunded instead of paying an
 * order, unless an order took it first (that order is answered then, and nothing is to be
 * refunded). Once recorded, no order is placed with the payment (see placeCartOrder.ts); the
 * refund itself is asked of the provider afterwards, outside the lock.
 */
export async function decideRefund(db: Kysely<Database>, paymentId: number): Promise<PaymentSettlement> {
  return db.transaction().execute(async (trx) => {
    const settled = await lockedSettlementOf(trx, paymentId)
    if (settled?.settledAs === 'order') return settled
    await trx
      .updateTable('payment')
      .set({ refund_decided_at: new Date() })
      .where('id', '=', paymentId)
      .where('refund_decided_at', 'is', null)
      .execute()
    return { settledAs: 'refund' as const }
  })
}
