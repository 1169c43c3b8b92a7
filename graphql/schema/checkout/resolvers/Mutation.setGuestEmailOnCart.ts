import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { isEmailAddress, normalizeEmail } from '../../../../domain/accounts/accountInput.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { checkoutRefused, updateCheckout } from '../../../../domain/checkout/checkoutOutcome.ts'

/** `setGuestEmailOnCart`: the address the confirmation goes to and a guest finds the order with. */
export const setGuestEmailOnCart: NonNullable<MutationResolvers['setGuestEmailOnCart']> = async (
  _,
  { input },
  context,
) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  const email = normalizeEmail(input.email)
  if (!isEmailAddress(email)) return checkoutRefused(context, { code: 'INVALID_EMAIL', field: 'email' }, own)
  return updateCheckout(context, own, { email })
}
