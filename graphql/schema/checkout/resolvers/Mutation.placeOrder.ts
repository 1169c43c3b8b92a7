import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import type { ShopContext } from '../../context.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { cartView } from '../../../../domain/cart/cartView.ts'
import { earlierOrder } from '../../../../domain/orders/orderAccess.ts'
import { orderView, type OrderRow } from '../../../../domain/orders/orderView.ts'
import { rememberGuestOrder } from '../../../../domain/orders/sessionGuestOrders.ts'
import {
  checkoutPaymentOf,
  checkoutPaymentView,
  newestRefundedPayment,
  unusedCapture,
} from '../../../../domain/checkout/checkoutPayment.ts'
import { readinessProblem } from '../../../../domain/checkout/checkoutReadiness.ts'
import { finishCheckout } from '../../../../domain/checkout/finishCheckout.ts'
import { announcePaymentFailed } from '../../../../domain/shopEvents.ts'
import { claimIdempotencyKey } from '../../../../domain/checkout/idempotencyKey.ts'
import { usedUpByEmail } from '../../../../domain/checkout/countCouponUse.ts'
import {
  OrderRefused,
  placeOrderError,
  placeOrderRefused,
} from '../../../../domain/checkout/placeOrderErrors.ts'
import { refundRefusedPayment } from '../../../../domain/checkout/refundRefusedPayment.ts'

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/

/** placeOrder's answer for an order the caller placed earlier; a guest's session remembers it (the payment webhook may have placed it). */
async function earlierOrderAnswer(context: ShopContext, order: OrderRow) {
  rememberGuestOrder(context, order)
  return { order: await orderView(context, order), errors: [], payment: null }
}

/** The order a concurrent call placed while this one read the cart (its lines were being deleted), as placeOrder answers it. */
async function placedMeanwhile(context: ShopContext, cartId: string, key: string | null) {
  const order = await earlierOrder(context, cartId, key)
  return order && order !== 'reused' ? earlierOrderAnswer(context, order) : null
}

/**
 * `placeOrder`: answers the order a retry of the same key (or an already placed cart) placed;
 * else checks the cart, then either asks the shopper to complete the payment (cart kept) or
 * places the order once the payment is captured, or at once when nothing is left to pay. A
 * capture no order used is never paid twice: it places the order, or the order is refused and
 * the payment refunded (the refusals say so until the shopper pays again).
 */
export const placeOrder: NonNullable<MutationResolvers['placeOrder']> = async (_, { input }, context) => {
  const key = input.idempotency_key?.trim() || null
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) return placeOrderRefused(context, 'UNDEFINED')
  const earlier = await earlierOrder(context, input.cart_id, key)
  if (earlier === 'reused') return placeOrderRefused(context, 'IDEMPOTENCY_KEY_REUSED')
  if (earlier) return earlierOrderAnswer(context, earlier)
  const own = await findOwnCart(context, input.cart_id)
  if (!own)
    return (
      (await placedMeanwhile(context, input.cart_id, key)) ?? placeOrderRefused(context, 'CART_NOT_FOUND')
    )
  if (key !== null && !(await claimIdempotencyKey(context, own.id, key)))
    return placeOrderRefused(context, 'IDEMPOTENCY_KEY_REUSED')
  const view = await cartView(context, own)
  const appliedCards = await context.db
    .selectFrom('cart_gift_card')
    .select('gift_card_id')
    .where('cart_id', '=', own.id)
    .execute()
  const problem = readinessProblem(own, view, appliedCards.length)
  const refunded = await newestRefundedPayment(context, own)
  if (problem)
    return (
      (await placedMeanwhile(context, own.id, key)) ?? placeOrderRefused(context, problem, refunded !== null)
    )
  const { summary, coupon } = view.checkout
  // The reads above are not one snapshot: an order the webhook placed meanwhile may have used the
  // cart's coupon, gift cards and store credit halfway through them, so that order is the answer.
  if (coupon && (await usedUpByEmail(context.db, coupon, view.email ?? '')))
    return (
      (await placedMeanwhile(context, own.id, key)) ??
      placeOrderRefused(context, 'COUPON_NOT_VALID', refunded !== null)
    )
  const paid = await unusedCapture(context, own)
  if (paid) {
    if (paid.amount_cents !== summary.amountDue) {
      const refund = await refundRefusedPayment(context, paid, 'PAYMENT_AMOUNT_MISMATCH')
      return (
        (await placedMeanwhile(context, own.id, key)) ??
        placeOrderRefused(context, 'PAYMENT_AMOUNT_MISMATCH', refund.outcome === 'refunded')
      )
    }
    return finishCheckout(context, own.id, {
      record: paid,
      card: (await context.payments?.provider.retrieveIntent(paid.provider_intent_id))?.card ?? null,
    })
  }
  if (summary.amountDue === 0) return finishCheckout(context, own.id, null)
  // Checked again before asking for a payment: a total read across that order would ask for a new one.
  const placed = await placedMeanwhile(context, own.id, key)
  if (placed) return placed
  try {
    const { intent, record } = await checkoutPaymentOf(context, own, summary)
    if (intent.status === 'succeeded') return finishCheckout(context, own.id, { record, card: intent.card })
    // A new payment after a refund tells why the one before was refunded (once: this one is now the newest).
    const refundNotice = refunded
      ? placeOrderError(
          context,
          refunded.amount_cents !== summary.amountDue ? 'PAYMENT_AMOUNT_MISMATCH' : 'UNABLE_TO_PLACE_ORDER',
          true,
        )
      : null
    if (intent.declineCode) announcePaymentFailed({ storeKey: context.store.key })
    const errors = intent.declineCode
      ? [placeOrderError(context, 'PAYMENT_DECLINED')]
      : refundNotice
        ? [refundNotice]
        : []
    return { order: null, errors, payment: checkoutPaymentView(context, intent) }
  } catch (error) {
    if (error instanceof OrderRefused) return placeOrderRefused(context, error.code)
    throw error
  }
}
