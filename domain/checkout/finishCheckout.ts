import type { DomainContext } from '../context.ts'
import { orderView } from '../orders/orderView.ts'
import { rememberGuestOrder } from '../orders/sessionGuestOrders.ts'
import { placeCartOrder, type CapturedPayment } from './placeCartOrder.ts'
import { OrderRefused, placeOrderRefused } from './placeOrderErrors.ts'
import { refundRefusedPayment } from './refundRefusedPayment.ts'

/**
 * Places a cart's order (see {@link placeCartOrder}) and answers as placeOrder does; the
 * changed products' cached answers are dropped and a guest's session remembers the order. A
 * refusal after the payment was captured refunds it in full at once (see
 * {@link refundRefusedPayment}), since the shopper was charged for an order the shop cannot fill,
 * and the answer says so; when the webhook or the reconciliation job placed the order with that
 * payment meanwhile, that order is the answer.
 */
export async function finishCheckout(
  context: DomainContext,
  cartId: string,
  captured: CapturedPayment | null,
) {
  const payment = captured?.record ?? null
  try {
    const placed = await placeCartOrder(context, cartId, captured)
    for (const sku of placed.changedSkus) context.changedContent.add(`product:${sku}`)
    return await placedOrderAnswer(context, placed.orderId)
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error
    if (payment === null || (payment.captured_at === null && payment.status !== 'succeeded'))
      return placeOrderRefused(context, error.code)
    const refunded = await refundRefusedPayment(context, payment, error.code)
    if (refunded.outcome === 'order_placed') return placedOrderAnswer(context, refunded.orderId)
    return placeOrderRefused(context, error.code, refunded.outcome === 'refunded')
  }
}

/** placeOrder's answer with a placed order; a guest's session remembers it. */
async function placedOrderAnswer(context: DomainContext, orderId: number) {
  const order = await context.db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  rememberGuestOrder(context, order)
  return { order: await orderView(context, order), errors: [], payment: null }
}
