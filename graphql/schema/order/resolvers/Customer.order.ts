import type { CustomerResolvers } from '../../generated/resolverTypes.ts'
import { orderView } from '../../../../domain/orders/orderView.ts'

/** `Customer.order(orderId)`: one of the customer's orders; null for another customer's or an unknown id. */
export const order: NonNullable<CustomerResolvers['order']> = async (customer, { orderId }, context) => {
  if (!/^\d{1,15}$/.test(orderId)) return null
  const row = await context.db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', Number(orderId))
    .where('customer_id', '=', customer.id)
    .executeTakeFirst()
  return row ? orderView(context, row) : null
}
