import type { OrderResolvers } from '../../generated/resolverTypes.ts'
import { creditMemosOfOrder } from '../../../../domain/invoices/creditMemoView.ts'
import { creditMemoPdfPath } from '../../../../domain/invoices/invoiceView.ts'

/** `Order.credit_memos`: the order's refunds; the parent order was already answered only to its owner, so a guest's download link carries its signed token. */
export const credit_memos: NonNullable<OrderResolvers['credit_memos']> = (order, _, context) => {
  const tokenQuery = order.token ? `?token=${encodeURIComponent(order.token)}` : ''
  return creditMemosOfOrder(
    context.db,
    Number(order.order_id),
    (memoId) => `${context.store.baseUrl}${creditMemoPdfPath(order.order_id, memoId)}${tokenQuery}`,
  )
}
