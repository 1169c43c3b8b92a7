import type { OrderResolvers } from '../../generated/resolverTypes.ts'
import { purchasedLinksOfOrder } from '../../../../domain/downloads/purchasedLinks.ts'
import { purchasedLinkView } from '../../../../domain/downloads/purchasedLinkView.ts'

/**
 * `Order.downloadable_links`: the files the order bought. The parent order was already answered
 * only to its owner (`customer { order }`, a guest's look-up); a guest's download URLs carry the
 * order's signed token, since a guest has no session to prove it.
 */
export const downloadable_links: NonNullable<OrderResolvers['downloadable_links']> = async (
  order,
  _,
  context,
) => {
  const links = await purchasedLinksOfOrder(context.db, Number(order.order_id))
  return links.map((link) => purchasedLinkView(context, link, order.token ?? null))
}
