import type { OrderResolvers } from '../../generated/resolverTypes.ts'
import { invoicePdfPath, invoicesOfOrder, invoiceView } from '../../../../domain/invoices/invoiceView.ts'

/**
 * `Order.invoices`: the order's invoice as invoiced. The parent order was already answered
 * only to its owner (`customer { order }`, a guest's look-up); a guest's download link carries
 * the order's signed token, since a guest has no session to prove it.
 */
export const invoices: NonNullable<OrderResolvers['invoices']> = async (order, _, context) => {
  const records = await invoicesOfOrder(context.db, Number(order.order_id))
  const discountLabel = order.total.discounts[0]?.label ?? ''
  const tokenQuery = order.token ? `?token=${encodeURIComponent(order.token)}` : ''
  return records.map((record) =>
    invoiceView(record, {
      discountLabel,
      downloadLink: `${context.store.baseUrl}${invoicePdfPath(order.order_id, record.invoice.id)}${tokenQuery}`,
    }),
  )
}
