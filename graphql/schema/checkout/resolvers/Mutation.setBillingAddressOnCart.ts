import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { isVirtualCart } from '../../../../domain/cart/virtualCart.ts'
import { billingSameAsShipping, isRefusal, readCartAddress } from '../../../../domain/checkout/cartAddress.ts'
import { billingOfVirtualCart } from '../../../../domain/checkout/checkoutMessages.ts'
import { checkoutRefused, updateCheckout } from '../../../../domain/checkout/checkoutOutcome.ts'

/** `setBillingAddressOnCart`: a typed address, an address book entry, or the shipping address (not for a virtual cart, which has none). */
export const setBillingAddressOnCart: NonNullable<MutationResolvers['setBillingAddressOnCart']> = async (
  _,
  { input },
  context,
) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  const choice = input.billing_address
  if (choice.same_as_shipping) {
    if (await isVirtualCart(context.db, own.id))
      return checkoutRefused(
        context,
        { code: 'CART_IS_VIRTUAL', field: 'same_as_shipping', message: billingOfVirtualCart },
        own,
      )
    if (!own.shipping_address) return checkoutRefused(context, { code: 'SHIPPING_ADDRESS_MISSING' }, own)
    return updateCheckout(context, own, {
      billing_address: JSON.stringify(await billingSameAsShipping(context, own.shipping_address)),
      billing_same_as_shipping: true,
    })
  }
  const address = await readCartAddress(context, choice, 'billing')
  if (isRefusal(address)) return checkoutRefused(context, address, own)
  return updateCheckout(context, own, {
    billing_address: JSON.stringify(address),
    billing_same_as_shipping: false,
  })
}
