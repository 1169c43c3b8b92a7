import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { productNamesIn } from '../../../../domain/orders/productNamesIn.ts'
import { purchasedLinksOfCustomer } from '../../../../domain/downloads/purchasedLinks.ts'
import { purchasedLinkView } from '../../../../domain/downloads/purchasedLinkView.ts'

/** `customerDownloadableProducts` (Magento's name): the signed-in customer's files bought in any store, product names in this store's language; null when anonymous. */
export const customerDownloadableProducts: NonNullable<
  QueryResolvers['customerDownloadableProducts']
> = async (_, __, context) => {
  const customerId = context.shopper?.customerId ?? null
  if (customerId === null) return null
  const links = await purchasedLinksOfCustomer(context.db, customerId)
  const names = await productNamesIn(
    context.db,
    context.language,
    links.map((link) => link.product_sku),
  )
  return {
    items: links.map((link) =>
      purchasedLinkView(context, { ...link, product_name: names.get(link.product_sku) ?? link.product_name }),
    ),
  }
}
