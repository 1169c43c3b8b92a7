import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { cartView } from '../../../../domain/cart/cartView.ts'
import { checkoutRefused, updateCheckout } from '../../../../domain/checkout/checkoutOutcome.ts'

/** `setPaymentMethodOnCart`: one of the cart's `available_payment_methods` now. */
export const setPaymentMethodOnCart: NonNullable<MutationResolvers['setPaymentMethodOnCart']> = async (
  _,
  { input },
  context,
) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  const view = await cartView(context, own)
  const code = input.payment_method.code.trim()
  if (!view.available_payment_methods.some((method) => method.code === code))
    return checkoutRefused(context, { code: 'PAYMENT_METHOD_NOT_AVAILABLE', field: 'code' }, own)
  return updateCheckout(context, own, { payment_method: code })
}
