import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PRODUCT_STICKERS } from '../../../domain/backoffice/catalogue/productClassification.ts'

/** The stickers staff may put on a product, named for them. */
export const STICKER_NAMES: Record<(typeof PRODUCT_STICKERS)[number], MessageDescriptor> = {
  sale: msg({ message: 'Sale', context: 'product sticker' }),
  bundle: msg({ message: 'Bundle', context: 'product sticker' }),
}
