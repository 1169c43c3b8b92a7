import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { checkoutRefused, updateCheckout } from '../../../../domain/checkout/checkoutOutcome.ts'

/** `removeStoreCreditFromCart`: the credit stays untouched on the customer's account. */
export const removeStoreCreditFromCart: NonNullable<MutationResolvers['removeStoreCreditFromCart']> = async (
  _,
  { input },
  context,
) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  return updateCheckout(context, own, { use_store_credit: false })
}
