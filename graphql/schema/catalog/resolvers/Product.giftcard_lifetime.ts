import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import { GIFT_CARD_VALIDITY_DAYS } from '../../../../domain/giftcards/giftCardAccounts.ts'

/** `Product.giftcard_lifetime`: days a gift card can be spent once issued (what `issueGiftCard` gives it); null for other products. */
export function giftcard_lifetime(row: ProductRow) {
  return row.type === 'giftcard' ? GIFT_CARD_VALIDITY_DAYS : null
}
