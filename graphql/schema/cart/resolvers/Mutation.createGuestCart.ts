import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { customerCartOf, findOwnCart, newCartId } from '../../../../domain/cart/cartAccess.ts'
import { cartChanged, cartNotFound } from '../../../../domain/cart/cartOutcome.ts'

/**
 * `createGuestCart`: a cart bound to this session (the one it has in this store, if any); a
 * signed-in customer gets their own cart. Without a session no cart can be reached again.
 */
export const createGuestCart: NonNullable<MutationResolvers['createGuestCart']> = async (_, __, context) => {
  const shopper = context.shopper
  if (!shopper) return cartNotFound(context)
  if (shopper.customerId !== null)
    return cartChanged(context, await customerCartOf(context.db, shopper.customerId, context.store.key))
  const bound = shopper.guestCarts[context.store.key]
  const existing = bound ? await findOwnCart(context, bound) : null
  if (existing) return cartChanged(context, existing)
  const created = await context.db
    .insertInto('cart')
    .values({ id: newCartId(), store_key: context.store.key, customer_id: null })
    .returningAll()
    .executeTakeFirstOrThrow()
  shopper.bindGuestCart(context.store.key, created.id)
  return cartChanged(context, created)
}
