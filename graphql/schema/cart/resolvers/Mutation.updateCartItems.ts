import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { changeOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { isLineQuantity } from '../../../../domain/cart/cartItemChoice.ts'
import { cartLineId } from '../../../../domain/cart/cartLineId.ts'
import { ITEM_ERROR_MESSAGES, invalidQuantity } from '../../../../domain/cart/cartMessages.ts'
import {
  cartChanged,
  cartNotFound,
  cartRefused,
  changedCartColumns,
} from '../../../../domain/cart/cartOutcome.ts'
import { currentSaleableQuantity } from '../../../../domain/cart/cartStock.ts'
import { MAX_CART_LINE_QUANTITY } from '../../../../config/shopConfig.ts'
import type { CartOutcome } from '../../../../domain/cart/cartOutcome.ts'

/** `updateCartItems`: sets line quantities, each checked against the maximum and its stock; all or nothing. */
export const updateCartItems: NonNullable<MutationResolvers['updateCartItems']> = async (
  _,
  { input },
  context,
) => {
  const outcome = await changeOwnCart(context, input.cart_id, async (trx, cart) => {
    let refusal: CartOutcome | null = null
    for (const item of input.cart_items) {
      const lineId = cartLineId(item.cart_item_id)
      const line =
        lineId === null
          ? undefined
          : await trx
              .selectFrom('cart_item')
              .selectAll()
              .where('id', '=', lineId)
              .where('cart_id', '=', cart.id)
              .executeTakeFirst()
      if (!line) refusal = cartRefused(context, 'CART_ITEM_NOT_FOUND')
      else if (!isLineQuantity(item.quantity))
        refusal = cartRefused(context, 'INVALID_QUANTITY', invalidQuantity(MAX_CART_LINE_QUANTITY))
      else {
        const available = await currentSaleableQuantity(trx, line)
        if (item.quantity > available)
          refusal = cartRefused(
            context,
            'INSUFFICIENT_STOCK',
            ITEM_ERROR_MESSAGES.insufficientStock(available),
          )
        else
          await trx
            .updateTable('cart_item')
            .set({ quantity: item.quantity })
            .where('id', '=', line.id)
            .execute()
      }
      // A refusal rolls back the lines already set: all or nothing.
      if (refusal) throw new CartUnchanged(refusal, cart)
    }
    return {
      refusal,
      cart: await trx
        .updateTable('cart')
        .set(changedCartColumns(context))
        .where('id', '=', cart.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    }
  }).catch((error: unknown) => {
    if (error instanceof CartUnchanged) return { refusal: error.refusal, cart: error.cart }
    throw error
  })
  if (!outcome) return cartNotFound(context)
  const answer = await cartChanged(context, outcome.cart)
  return outcome.refusal ? { ...outcome.refusal, cart: answer.cart } : answer
}

/** Thrown to roll a refused update back. */
class CartUnchanged extends Error {
  readonly refusal: CartOutcome
  readonly cart: Parameters<typeof cartChanged>[1]

  constructor(refusal: CartOutcome, cart: Parameters<typeof cartChanged>[1]) {
    super('cart unchanged')
    this.refusal = refusal
    this.cart = cart
  }
}
