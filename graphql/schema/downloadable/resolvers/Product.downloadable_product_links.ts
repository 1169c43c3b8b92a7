import type { ProductResolvers } from '../../generated/resolverTypes.ts'
import { encodeUid } from '../../../../domain/cart/optionUids.ts'

/** `Product.downloadable_product_links`: the files a downloadable product sells, in the store's language; null for other products (no query). */
export const downloadable_product_links: NonNullable<ProductResolvers['downloadable_product_links']> = async (
  row,
  _,
  context,
) => {
  if (row.type !== 'downloadable') return null
  const links = await context.loaders.downloadableLinks.load(row.sku)
  return links.map((link) => ({
    uid: encodeUid('downloadable', link.id),
    title: link.title,
    sort_order: link.sort_order,
    number_of_downloads: link.number_of_downloads,
    file_name: link.file_name,
  }))
}
