import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { isVirtualCart } from '../../../../domain/cart/virtualCart.ts'
import { checkoutRefused, updateCheckout } from '../../../../domain/checkout/checkoutOutcome.ts'
import { pickupNotInCountry } from '../../../../domain/checkout/checkoutMessages.ts'
import { pickupLocationByCode } from '../../../../domain/checkout/pickupLocationByCode.ts'
import { shippingMethodOf, shippingOffers } from '../../../../domain/checkout/shippingRates.ts'

/** `setShippingMethodsOnCart`: home delivery, or parcel pickup at a pickup point of the address's country; refused for a virtual cart, which ships nothing. */
export const setShippingMethodsOnCart: NonNullable<MutationResolvers['setShippingMethodsOnCart']> = async (
  _,
  { input },
  context,
) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  if (await isVirtualCart(context.db, own.id))
    return checkoutRefused(context, { code: 'CART_IS_VIRTUAL', field: 'shipping_methods' }, own)
  const [choice] = input.shipping_methods
  if (!own.shipping_address) return checkoutRefused(context, { code: 'SHIPPING_ADDRESS_MISSING' }, own)
  const method =
    choice && input.shipping_methods.length === 1
      ? shippingMethodOf(choice.carrier_code, choice.method_code)
      : null
  const offers = await shippingOffers(context.db, context.store.key, own.shipping_address.country_code, 0)
  if (!method || !offers.some((offer) => offer.method === method)) {
    return checkoutRefused(
      context,
      {
        code: 'SHIPPING_METHOD_NOT_AVAILABLE',
        field: 'method_code',
        ...(method === 'pickup' ? { message: pickupNotInCountry } : {}),
      },
      own,
    )
  }
  if (method === 'home')
    return updateCheckout(context, own, { shipping_method: method, pickup_location_code: null })
  const location = choice?.pickup_location_code
    ? await pickupLocationByCode(context, choice.pickup_location_code)
    : null
  if (!location || location.country_id !== own.shipping_address.country_code)
    return checkoutRefused(context, { code: 'PICKUP_LOCATION_NOT_FOUND', field: 'pickup_location_code' }, own)
  return updateCheckout(context, own, {
    shipping_method: method,
    pickup_location_code: location.pickup_location_code,
  })
}
