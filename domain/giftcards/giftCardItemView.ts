import type { Cents } from '../../pricing/index.ts'
import type { GiftCardLineValue } from '../../db/tables.ts'

/** A gift card line's details as the API answers them on cart and order lines (`GiftCardItemDetails`). */
export function giftCardItemView(
  giftCard: GiftCardLineValue,
  money: (cents: Cents) => { amount: number; currency: string },
) {
  return {
    amount: money(giftCard.amount_cents),
    sender_name: giftCard.sender_name,
    sender_email: giftCard.sender_email,
    recipient_name: giftCard.recipient_name,
    recipient_email: giftCard.recipient_email,
    message: giftCard.message,
  }
}
