import type { ProductRow } from '../productRow.ts'
import { GIFT_CARD_VALIDITY_DAYS } from '../../giftcard/giftCardAccounts.ts'

/** `Product.giftcard_lifetime`: days a gift card can be spent once issued (what `issueGiftCard` gives it); null for other products. */
export function giftcard_lifetime(row: ProductRow) {
  return row.type === 'giftcard' ? GIFT_CARD_VALIDITY_DAYS : null
}
