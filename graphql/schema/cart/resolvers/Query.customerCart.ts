import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { customerCartOf } from '../../../../domain/cart/cartAccess.ts'
import { cartView } from '../../../../domain/cart/cartView.ts'

/** `customerCart`: the signed-in customer's cart in this store (created when missing), null when anonymous. */
export const customerCart: NonNullable<QueryResolvers['customerCart']> = async (_, __, context) => {
  const customerId = context.shopper?.customerId ?? null
  if (customerId === null) return null
  return cartView(context, await customerCartOf(context.db, customerId, context.store.key))
}
