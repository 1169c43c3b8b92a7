import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { fromCents } from '../../../../pricing/index.ts'
import { ERROR_CODES, ShopApiError } from '../../../../domain/errors.ts'
import { findUsableGiftCard, giftCardExpiry } from '../../../../domain/giftcards/giftCardAccounts.ts'
import { giftCardExpiredMessage } from '../../../../domain/giftcards/giftCardExpiredMessage.ts'
import { shopperText } from '../../../../domain/shopperText.ts'
import { maskGiftCardCode } from '../../../../domain/giftcards/giftCardCodes.ts'
import { GIFT_CARD_MESSAGES } from '../../../../domain/giftcards/giftCardMessages.ts'

/**
 * `giftCardAccount`: the balance of a gift card by its code, masked. Every check counts
 * against the client's budget, and every unusable code (unknown, disabled, badly typed) gets
 * the same error after the same database lookup, so guessing learns nothing; an expired card's
 * holder is told the day it expired (GIFT_CARD_EXPIRED).
 */
export const giftCardAccount: NonNullable<QueryResolvers['giftCardAccount']> = async (
  _,
  { input },
  context,
) => {
  const wait = (await context.limits?.consume('giftCardCheck', context.clientIp)) ?? 0
  if (wait > 0) {
    context.retryAfterSeconds = Math.max(context.retryAfterSeconds ?? 0, wait)
    throw new ShopApiError(ERROR_CODES.TOO_MANY_REQUESTS, GIFT_CARD_MESSAGES.tooManyChecks[context.language])
  }
  const card = await findUsableGiftCard(context.db, input.gift_card_code, context.now)
  if (!card) {
    const expiredOn = await giftCardExpiry(context.db, input.gift_card_code, context.now)
    if (expiredOn)
      throw new ShopApiError(
        ERROR_CODES.GIFT_CARD_EXPIRED,
        shopperText(context.store.locale, giftCardExpiredMessage(context.store, expiredOn)),
      )
    throw new ShopApiError(ERROR_CODES.GIFT_CARD_NOT_FOUND, GIFT_CARD_MESSAGES.notFound[context.language])
  }
  return {
    code: maskGiftCardCode(card.last4),
    balance: { value: fromCents(card.balanceCents), currency: card.currency },
    expiration_date: card.expiresAt ? card.expiresAt.toISOString().slice(0, 10) : null,
  }
}
