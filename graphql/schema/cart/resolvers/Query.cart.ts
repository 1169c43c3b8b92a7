import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { cartView } from '../../../../domain/cart/cartView.ts'

/** `cart(cart_id)`: the caller's own cart, or null for any other id (unknown or someone else's alike). */
export const cart: NonNullable<QueryResolvers['cart']> = async (_, { cart_id }, context) => {
  const own = await findOwnCart(context, cart_id)
  return own ? cartView(context, own) : null
}
