import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { giftCardCodeHash, normaliseGiftCardCode } from '../../../../domain/giftcards/giftCardCodes.ts'
import { checkoutRefused, updateCheckout } from '../../../../domain/checkout/checkoutOutcome.ts'

/** `removeGiftCardFromCart`: by the code as typed, or by the masked code the cart shows (its last four characters). */
export const removeGiftCardFromCart: NonNullable<MutationResolvers['removeGiftCardFromCart']> = async (
  _,
  { input },
  context,
) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  const typed = normaliseGiftCardCode(input.gift_card_code)
  const masked = typed.startsWith('XXXXXXXXXXXX') ? typed.slice(-4) : null
  const applied = await context.db
    .selectFrom('cart_gift_card')
    .innerJoin('gift_card_account', 'gift_card_account.id', 'cart_gift_card.gift_card_id')
    .select('gift_card_account.id')
    .where('cart_id', '=', own.id)
    .where(masked ? 'code_last4' : 'code_hash', '=', masked ?? giftCardCodeHash(typed))
    .execute()
  if (applied.length === 0)
    return checkoutRefused(context, { code: 'INVALID_GIFT_CARD', field: 'gift_card_code' }, own)
  await context.db
    .deleteFrom('cart_gift_card')
    .where('cart_id', '=', own.id)
    .where(
      'gift_card_id',
      'in',
      applied.map((row) => row.id),
    )
    .execute()
  return updateCheckout(context, own, {})
}
