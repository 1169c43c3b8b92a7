import type { ShopContext } from '../../context.ts'
import { GIFT_CARD_FIELDS } from '../../../../domain/giftcards/giftCardFields.ts'

/** `giftCardForm`: the gift card form's fields with labels in the store's language. */
export function giftCardForm(_: unknown, _args: unknown, context: ShopContext) {
  return GIFT_CARD_FIELDS.map(({ labels, ...field }) => ({ ...field, label: labels[context.language] }))
}
