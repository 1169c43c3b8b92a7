import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { findUsableGiftCard, giftCardExpiry } from '../../../../domain/giftcards/giftCardAccounts.ts'
import { giftCardExpiredMessage } from '../../../../domain/giftcards/giftCardExpiredMessage.ts'
import { checkoutRefused, updateCheckout } from '../../../../domain/checkout/checkoutOutcome.ts'

/**
 * `applyGiftCardToCart`: counts against the balance check's budget (per client address), and
 * answers every unusable code alike (so the mutation is no better for guessing than the check),
 * except an expired card, whose holder is told the date it expired on.
 */
export const applyGiftCardToCart: NonNullable<MutationResolvers['applyGiftCardToCart']> = async (
  _,
  { input },
  context,
) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  const wait = (await context.limits?.consume('giftCardCheck', context.clientIp)) ?? 0
  if (wait > 0) {
    context.retryAfterSeconds = Math.max(context.retryAfterSeconds ?? 0, wait)
    return checkoutRefused(context, { code: 'TOO_MANY_ATTEMPTS' }, own)
  }
  const card = await findUsableGiftCard(context.db, input.gift_card_code, context.now)
  const expiredOn = card ? null : await giftCardExpiry(context.db, input.gift_card_code, context.now)
  if (expiredOn)
    return checkoutRefused(
      context,
      {
        code: 'GIFT_CARD_EXPIRED',
        field: 'gift_card_code',
        message: giftCardExpiredMessage(context.store, expiredOn),
      },
      own,
    )
  if (!card || card.balanceCents === 0 || card.currency !== context.store.currency)
    return checkoutRefused(context, { code: 'INVALID_GIFT_CARD', field: 'gift_card_code' }, own)
  await context.db
    .insertInto('cart_gift_card')
    .values({ cart_id: own.id, gift_card_id: card.id })
    .onConflict((conflict) => conflict.columns(['cart_id', 'gift_card_id']).doNothing())
    .execute()
  return updateCheckout(context, own, {})
}
