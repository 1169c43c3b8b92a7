import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { purchasedLinksOfCustomer } from '../purchasedLinks.ts'
import { purchasedLinkView } from '../purchasedLinkView.ts'

/** `customerDownloadableProducts` (Magento's name): the signed-in customer's files bought in this store; null when anonymous. */
export const customerDownloadableProducts: NonNullable<QueryResolvers['customerDownloadableProducts']> = async (_, __, context) => {
  const customerId = context.shopper?.customerId ?? null
  if (customerId === null) return null
  const links = await purchasedLinksOfCustomer(context.db, customerId, context.store.key)
  return { items: links.map((link) => purchasedLinkView(context, link)) }
}
