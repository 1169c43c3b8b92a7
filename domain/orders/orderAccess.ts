import type { DomainContext } from '../context.ts'
import type { OrderRow } from './orderView.ts'

/**
 * Whether the caller placed an order: the signed-in customer's own order, or a guest order of
 * the cart this session still names (a guest's cart id stays bound until a new cart starts).
 */
export function placedByCaller(context: DomainContext, order: OrderRow): boolean {
  if (!context.shopper || order.store_key !== context.store.key) return false
  if (order.customer_id !== null) return order.customer_id === context.shopper.customerId
  return (
    context.shopper.customerId === null && context.shopper.guestCarts[context.store.key] === order.cart_id
  )
}

/**
 * The order placed earlier for this placeOrder call: by its idempotency key (refused with
 * 'reused' when the key belongs to another cart's order) or by the cart's id; null when none.
 */
export async function earlierOrder(
  context: DomainContext,
  cartId: string,
  key: string | null,
): Promise<OrderRow | 'reused' | null> {
  if (key !== null) {
    const byKey = await context.db
      .selectFrom('shop_order')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    if (byKey) return byKey.cart_id === cartId && placedByCaller(context, byKey) ? byKey : 'reused'
  }
  const byCart = await context.db
    .selectFrom('shop_order')
    .selectAll()
    .where('cart_id', '=', cartId)
    .executeTakeFirst()
  return byCart && placedByCaller(context, byCart) ? byCart : null
}
