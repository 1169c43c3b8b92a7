import type { OrderResolvers } from '../../generated/resolverTypes.ts'
import { returnViews } from '../../../../domain/returns/returnView.ts'

/** `Order.returns`: the order's returns, newest first; the parent order was already answered only to its owner. */
export const returns: NonNullable<OrderResolvers['returns']> = async (order, _, context) => {
  const rows = await context.db
    .selectFrom('rma')
    .selectAll()
    .where('order_id', '=', Number(order.order_id))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return returnViews(context.db, rows, context.store)
}
