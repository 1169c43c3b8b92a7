/**
 * The gift card form's fields (the am_giftcard_* family, docs/storefront-rules.md#gift-card-form) as the product page posts
 * them: the contract between the form, `cartItemFromForm` and the cart's gift card line.
 */

/** Names of the gift card form's fields. */
export const GIFT_CARD_FIELD = {
  /** The amount chosen: a listed amount in euros (`25.00`), or {@link CUSTOM_AMOUNT}. */
  amount: 'am_giftcard_amount',
  /** The amount typed (`37,50` or `37.50`), read when `amount` is {@link CUSTOM_AMOUNT}. */
  customAmount: 'am_giftcard_amount_custom',
  senderName: 'am_giftcard_sender_name',
  senderEmail: 'am_giftcard_sender_email',
  recipientName: 'am_giftcard_recipient_name',
  /** Left empty, the sender's e-mail stands for it. */
  recipientEmail: 'am_giftcard_recipient_email',
  /** Optional. */
  message: 'am_giftcard_message',
  /** How the card travels: always {@link EMAIL_DELIVERY}. */
  type: 'am_giftcard_type',
} as const

/** Name of a gift card form field. */
export type GiftCardFieldName = (typeof GIFT_CARD_FIELD)[keyof typeof GIFT_CARD_FIELD]

/** The `am_giftcard_amount` value that means "the amount typed in `am_giftcard_amount_custom`". */
export const CUSTOM_AMOUNT = 'custom'

/** The `am_giftcard_type` value of the one delivery the shop offers. */
export const EMAIL_DELIVERY = 'email'

/**
 * Cents of an amount typed in euros: a decimal comma or point, at most two decimals, spaces
 * and a euro sign ignored (`37,50`, `37.5`, `40 €`); null when it is not such an amount.
 */
export function parseEuroAmount(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s€]/g, ''))
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** An amount as the form's radios and the cart API write it: euros, a decimal point, two decimals (`37.50`). */
export function euroAmountText(cents: number): string {
  return (cents / 100).toFixed(2)
}
