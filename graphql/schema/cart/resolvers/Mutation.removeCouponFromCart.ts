import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { changeOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { cartChanged, cartNotFound, changedCartColumns } from '../../../../domain/cart/cartOutcome.ts'

/** `removeCouponFromCart`: the cart's coupon is removed (nothing to do when there is none). */
export const removeCouponFromCart: NonNullable<MutationResolvers['removeCouponFromCart']> = async (
  _,
  { input },
  context,
) => {
  const cart = await changeOwnCart(context, input.cart_id, (trx, own) =>
    trx
      .updateTable('cart')
      .set({ ...changedCartColumns(context), coupon_code: null })
      .where('id', '=', own.id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  )
  return cart ? cartChanged(context, cart) : cartNotFound(context)
}
