import type { OrderResolvers } from '../../generated/resolverTypes.ts'
import { withdrawalsOfOrder } from '../../../../domain/withdrawal/withdrawalView.ts'

/** `Order.withdrawals`: the withdrawals received, oldest first; the parent order was already answered only to its owner. */
export const withdrawals: NonNullable<OrderResolvers['withdrawals']> = (order, _, context) =>
  withdrawalsOfOrder(context.db, Number(order.order_id), order.order_number)
