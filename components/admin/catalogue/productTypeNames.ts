import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ProductsPageData } from '../../../server/admin/cataloguePageData.ts'

type ProductType = ProductsPageData['products'][number]['type']

/** How the back office names each kind of product. */
export const PRODUCT_TYPE_NAMES: Record<ProductType, MessageDescriptor> = {
  simple: msg`Simple`,
  configurable: msg`With sizes or colours`,
  bundle: msg`Bundle`,
  giftcard: msg`Gift card`,
  downloadable: msg`Downloadable`,
}
