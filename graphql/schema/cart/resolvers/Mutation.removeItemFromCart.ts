import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { changeOwnCart } from '../../../../domain/cart/cartAccess.ts'
import {
  cartChanged,
  cartNotFound,
  cartRefused,
  changedCartColumns,
} from '../../../../domain/cart/cartOutcome.ts'
import { cartLineId } from '../../../../domain/cart/cartLineId.ts'

/** `removeItemFromCart`: removes a line of the caller's cart. */
export const removeItemFromCart: NonNullable<MutationResolvers['removeItemFromCart']> = async (
  _,
  { input },
  context,
) => {
  const lineId = cartLineId(input.cart_item_id)
  const outcome = await changeOwnCart(context, input.cart_id, async (trx, cart) => {
    const removed =
      lineId === null
        ? undefined
        : await trx
            .deleteFrom('cart_item')
            .where('id', '=', lineId)
            .where('cart_id', '=', cart.id)
            .executeTakeFirst()
    if (!removed || removed.numDeletedRows === 0n) return { cart, refused: true }
    return {
      cart: await trx
        .updateTable('cart')
        .set(changedCartColumns(context))
        .where('id', '=', cart.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
      refused: false,
    }
  })
  if (!outcome) return cartNotFound(context)
  return outcome.refused
    ? {
        ...cartRefused(context, 'CART_ITEM_NOT_FOUND'),
        cart: (await cartChanged(context, outcome.cart)).cart,
      }
    : cartChanged(context, outcome.cart)
}
