import type { DomainContext } from '../context.ts'
import type { PurchasedLinkWithOrder } from './purchasedLinks.ts'

/** The store-relative path a purchased link's download form posts to. */
export function downloadPath(linkId: number | string): string {
  return `/user/downloadable-products/${linkId}/download`
}

/**
 * A purchased link as the API answers it (Magento's CustomerDownloadableProduct). `token` is the
 * guest order's signed link token, which a guest's download URL carries instead of a session.
 */
export function purchasedLinkView(
  context: Pick<DomainContext, 'store'>,
  link: PurchasedLinkWithOrder,
  token: string | null = null,
) {
  const bought = link.number_of_downloads_bought
  const used = link.number_of_downloads_used
  return {
    id: String(link.id),
    date: link.order_created_at.toISOString(),
    order_increment_id: link.order_number,
    order_id: String(link.order_id),
    product_name: link.product_name,
    product_sku: link.product_sku,
    link_title: link.link_title,
    file_name: link.file_name,
    download_url: `${context.store.baseUrl}${downloadPath(link.id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    remaining_downloads: bought === 0 ? null : Math.max(bought - used, 0),
    number_of_downloads_bought: bought,
    number_of_downloads_used: used,
    status: link.status.toUpperCase() as 'AVAILABLE' | 'EXPIRED' | 'REFUNDED' | 'CANCELED',
  }
}
