import type { PlaceOrderErrorCodes } from '../generated/resolverTypes.ts'
import type { ShopContext } from '../context.ts'
import { shopperText } from '../shopperText.ts'
import { PLACE_ORDER_MESSAGES } from './checkoutMessages.ts'

/** Thrown inside the order's transaction to roll it back with a reason the shopper can act on. */
export class OrderRefused extends Error {
  constructor(readonly code: PlaceOrderErrorCodes) {
    super(`Order refused: ${code}`)
    this.name = 'OrderRefused'
  }
}

/** A `PlaceOrderError` in the store's language. */
export function placeOrderError(context: ShopContext, code: PlaceOrderErrorCodes) {
  return { code, message: shopperText(context.store.locale, PLACE_ORDER_MESSAGES[code]) }
}

/** What placeOrder answers when the order was not placed. */
export function placeOrderRefused(context: ShopContext, code: PlaceOrderErrorCodes) {
  return { order: null, errors: [placeOrderError(context, code)], payment: null }
}
