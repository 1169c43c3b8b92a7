import type { Transaction } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import type { PricedLine } from '../cart/cartView.ts'
import { emailGiftCardCode } from '../giftcards/emailGiftCardCode.ts'
import { GIFT_CARD_VALIDITY_DAYS, issueGiftCard } from '../giftcards/giftCardAccounts.ts'

/** The order gift cards are issued for. */
export interface GiftCardOrder {
  id: number
  number: string
  store: Store
  /** When the order is placed: the cards' validity starts then. */
  placedAt: Date
}

/**
 * Issues the gift cards an order bought, one per piece of each gift card line, each with its
 * amount, sender, recipient and message, and writes the e-mail that brings its code to the
 * recipient in the store's language. Call it in the order's transaction: an order is placed
 * only once paid, and exactly once (the cart's row lock), so the cards exist, and their e-mails
 * leave, exactly when the paid order commits. Answers how many cards were issued.
 */
export async function issueOrderedGiftCards(
  trx: Transaction<Database>,
  order: GiftCardOrder,
  lines: readonly PricedLine[],
): Promise<number> {
  const expiresAt = new Date(order.placedAt.getTime() + GIFT_CARD_VALIDITY_DAYS * 86_400_000)
  let issued = 0
  for (const line of lines) {
    const giftCard = line.row.giftcard
    if (!giftCard) continue
    for (let piece = 0; piece < line.row.quantity; piece += 1) {
      const message = giftCard.message ?? undefined
      const card = await issueGiftCard(trx, {
        amountCents: giftCard.amount_cents,
        store: order.store.key,
        currency: order.store.currency,
        expiresAt,
        orderId: order.id,
        senderName: giftCard.sender_name,
        senderEmail: giftCard.sender_email,
        recipientName: giftCard.recipient_name,
        recipientEmail: giftCard.recipient_email,
        message,
        reference: `order:${order.number}`,
      })
      await emailGiftCardCode(trx, {
        store: order.store,
        code: card.code,
        amountCents: giftCard.amount_cents,
        expiresAt,
        recipientName: giftCard.recipient_name,
        recipientEmail: giftCard.recipient_email,
        senderName: giftCard.sender_name,
        message,
      })
      issued += 1
    }
  }
  return issued
}
