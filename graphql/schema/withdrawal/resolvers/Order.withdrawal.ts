import type { OrderResolvers } from '../../generated/resolverTypes.ts'
import { withdrawalFunctionView } from '../../../../domain/withdrawal/withdrawalView.ts'

/** `Order.withdrawal`: the order's withdrawal function now; the parent order was already answered only to its owner. */
export const withdrawal: NonNullable<OrderResolvers['withdrawal']> = async (order, _, context) => {
  const row = await context.db
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', Number(order.order_id))
    .executeTakeFirstOrThrow()
  return withdrawalFunctionView(context.db, row, context.now)
}
