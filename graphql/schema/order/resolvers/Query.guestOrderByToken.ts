import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { orderView } from '../../../../domain/orders/orderView.ts'

/** `guestOrderByToken`: the guest order a signed, unexpired link names; null for any other token. */
export const guestOrderByToken: NonNullable<QueryResolvers['guestOrderByToken']> = async (
  _,
  { input },
  context,
) => {
  const orderId = context.orderLinks?.verify(input.token, context.now) ?? null
  if (orderId === null) return null
  const order = await context.db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .where('customer_id', 'is', null)
    .where('store_key', '=', context.store.key)
    .executeTakeFirst()
  return order ? orderView(context, order) : null
}
