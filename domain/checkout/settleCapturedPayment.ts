import type { Kysely, Selectable } from 'kysely'
import type { DomainLogger } from '../context.ts'
import type { Store } from '../../config/stores.ts'
import type { Database, PaymentTable } from '../../db/tables.ts'
import { createDomainContext } from '../context.ts'
import type { OrderLinks } from '../orders/orderLinks.ts'
import type { PaymentService } from '../payments/paymentService.ts'
import type { PlaceOrderErrorCodes } from './placeOrderErrorCodes.ts'
import { placeCartOrder } from './placeCartOrder.ts'
import { OrderRefused } from './placeOrderErrors.ts'
import { refundRefusedPayment } from './refundRefusedPayment.ts'

/** Why a captured payment was refunded: its order's refusal, or its cart's order paid by another of its payments. */
export type SettlementReason = PlaceOrderErrorCodes | 'ORDER_PAID_OTHERWISE'

/** What became of a captured payment that had no order and no refund. */
export type CaptureSettlement =
  | { outcome: 'order_placed'; orderId: number; created: boolean; changedSkus: string[] }
  | { outcome: 'refunded' | 'refund_failed'; reason: SettlementReason }
  /** It had an order or a refund by the time it was looked at or decided (the shopper's return, a webhook). */
  | { outcome: 'settled_before' }
  /** Not a checkout's payment (owned by a customer): nothing to place. */
  | { outcome: 'not_a_checkout' }

/** What {@link settleCapturedPayment} works with: the webhook listener's and the reconciliation job's. */
export interface SettlementDeps {
  db: Kysely<Database>
  log: DomainLogger
  payments: PaymentService
  stores: readonly Store[]
  orderLinks: OrderLinks | null
}

const CART_OWNER = 'cart:'

/**
 * Settles a captured payment of a checkout: places its cart's order with it, or, when that order
 * is refused (stock gone, cart changed) or was paid by another payment, refunds it in full. The
 * payment's row lock, under which the order is placed and the refund decided (see
 * paymentSettlement.ts), makes it exactly one of the two, whoever gets here first (the webhook,
 * the shopper's return, the reconciliation job, on any instance). Other errors are thrown:
 * the payment stays as it was for the next attempt.
 */
export async function settleCapturedPayment(
  deps: SettlementDeps,
  payment: Selectable<PaymentTable>,
): Promise<CaptureSettlement> {
  if (!payment.owner_key.startsWith(CART_OWNER)) return { outcome: 'not_a_checkout' }
  if (await hasOrderOrRefund(deps.db, payment.id)) return { outcome: 'settled_before' }
  const cartId = payment.owner_key.slice(CART_OWNER.length)
  const placedBefore = await deps.db
    .selectFrom('shop_order')
    .select('store_key')
    .where('cart_id', '=', cartId)
    .executeTakeFirst()
  const cart = await deps.db
    .selectFrom('cart')
    .select('store_key')
    .where('id', '=', cartId)
    .executeTakeFirst()
  const store = deps.stores.find((candidate) => candidate.key === (cart ?? placedBefore)?.store_key)
  const context = createDomainContext(store ?? deps.stores[0]!, deps.db, deps.log, null, {
    shopper: null,
    clientIp: '',
    limits: null,
    payments: deps.payments,
    orderLinks: deps.orderLinks,
  })
  const refund = async (reason: SettlementReason): Promise<CaptureSettlement> => {
    const refunded = await refundRefusedPayment(
      context,
      payment,
      reason === 'ORDER_PAID_OTHERWISE' ? 'UNABLE_TO_PLACE_ORDER' : reason,
    )
    return refunded.outcome === 'order_placed'
      ? { outcome: 'settled_before' }
      : { outcome: refunded.outcome, reason }
  }
  if (!store) return refund('CART_NOT_FOUND')
  try {
    const intent = await deps.payments.provider.retrieveIntent(payment.provider_intent_id)
    const placed = await placeCartOrder(context, cartId, { record: payment, card: intent?.card ?? null })
    const paidByThis = await deps.db
      .selectFrom('order_payment')
      .select('order_id')
      .where('order_id', '=', placed.orderId)
      .where('payment_id', '=', payment.id)
      .executeTakeFirst()
    if (!paidByThis) return refund('ORDER_PAID_OTHERWISE')
    return {
      outcome: 'order_placed',
      orderId: placed.orderId,
      created: placed.created,
      changedSkus: placed.changedSkus,
    }
  } catch (error) {
    if (error instanceof OrderRefused) return refund(error.code)
    throw error
  }
}

/** True when the payment paid an order or was (or is being) refunded. */
async function hasOrderOrRefund(db: Kysely<Database>, paymentId: number): Promise<boolean> {
  const order = await db
    .selectFrom('order_payment')
    .select('order_id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst()
  if (order) return true
  const refund = await db
    .selectFrom('payment_refund')
    .select('id')
    .where('payment_id', '=', paymentId)
    .where('status', '!=', 'failed')
    .executeTakeFirst()
  return refund !== undefined
}
