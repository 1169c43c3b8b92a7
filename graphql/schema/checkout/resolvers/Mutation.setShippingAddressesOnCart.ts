import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { isVirtualCart } from '../../../../domain/cart/virtualCart.ts'
import { billingSameAsShipping, isRefusal, readCartAddress } from '../../../../domain/checkout/cartAddress.ts'
import { checkoutRefused, updateCheckout } from '../../../../domain/checkout/checkoutOutcome.ts'
import { saveInAddressBook } from '../../../../domain/checkout/saveInAddressBook.ts'

/**
 * `setShippingAddressesOnCart`: one delivery address, typed or from the address book; a billing
 * address "same as shipping" follows it. A virtual cart (gift cards only) ships nothing: refused.
 */
export const setShippingAddressesOnCart: NonNullable<
  MutationResolvers['setShippingAddressesOnCart']
> = async (_, { input }, context) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  if (await isVirtualCart(context.db, own.id))
    return checkoutRefused(context, { code: 'CART_IS_VIRTUAL', field: 'shipping_addresses' }, own)
  const [choice] = input.shipping_addresses
  if (!choice || input.shipping_addresses.length !== 1)
    return checkoutRefused(context, { code: 'REQUIRED', field: 'shipping_addresses' }, own)
  const address = await readCartAddress(context, choice, 'shipping')
  if (isRefusal(address)) return checkoutRefused(context, address, own)
  if (choice.address?.save_in_address_book) await saveInAddressBook(context, address)
  const json = JSON.stringify(address)
  // A method priced for another country must be chosen again.
  const keepMethod = own.shipping_address?.country_code === address.country_code
  return updateCheckout(context, own, {
    shipping_address: json,
    ...(own.billing_same_as_shipping
      ? { billing_address: JSON.stringify(await billingSameAsShipping(context, address)) }
      : {}),
    ...(keepMethod ? {} : { shipping_method: null, pickup_location_code: null }),
  })
}
