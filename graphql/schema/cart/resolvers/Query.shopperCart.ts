import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { cartView } from '../../../../domain/cart/cartView.ts'

/** `shopperCart`: the customer's cart, else the session's guest cart of this store; null when none exists (nothing is created). */
export const shopperCart: NonNullable<QueryResolvers['shopperCart']> = async (_, __, context) => {
  const shopper = context.shopper
  if (!shopper) return null
  if (shopper.customerId !== null) {
    const own = await context.db
      .selectFrom('cart')
      .selectAll()
      .where('customer_id', '=', shopper.customerId)
      .where('store_key', '=', context.store.key)
      .executeTakeFirst()
    return own ? cartView(context, own) : null
  }
  const bound = shopper.guestCarts[context.store.key]
  const guest = bound ? await findOwnCart(context, bound) : null
  return guest ? cartView(context, guest) : null
}
