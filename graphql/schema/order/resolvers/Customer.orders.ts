import type { CustomerResolvers } from '../../generated/resolverTypes.ts'
import { orderView } from '../../../../domain/orders/orderView.ts'

/** `Customer.orders`: the customer's orders in this store, newest first. */
export const orders: NonNullable<CustomerResolvers['orders']> = async (customer, _, context) => {
  const rows = await context.db
    .selectFrom('shop_order')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute()
  return Promise.all(rows.map((row) => orderView(context, row)))
}
