import type { OrderResolvers } from '../../generated/resolverTypes.ts'
import { creditMemosOfOrder } from '../creditMemoView.ts'

/** `Order.credit_memos`: the order's refunds; the parent order was already answered only to its owner. */
export const credit_memos: NonNullable<OrderResolvers['credit_memos']> = (order, _, context) => creditMemosOfOrder(context.db, Number(order.order_id))
