import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { addToOwnCart } from '../../../../domain/cart/addToOwnCart.ts'

/** `addProductsToCart`: all the items or none, with Magento's `user_errors` (see addToOwnCart). */
export const addProductsToCart: NonNullable<MutationResolvers['addProductsToCart']> = (
  _,
  { cartId, cartItems },
  context,
) => addToOwnCart(context, cartId, cartItems)
