import type { PlaceOrderErrorCodes } from './placeOrderErrorCodes.ts'
import type { DomainContext } from '../context.ts'
import { shopperText } from '../shopperText.ts'
import {
  PAYMENT_AMOUNT_MISMATCH_REFUNDED,
  PAYMENT_REFUNDED,
  PLACE_ORDER_MESSAGES,
} from './checkoutMessages.ts'

/** Thrown inside the order's transaction to roll it back with a reason the shopper can act on. */
export class OrderRefused extends Error {
  readonly code: PlaceOrderErrorCodes

  constructor(code: PlaceOrderErrorCodes) {
    super(`Order refused: ${code}`)
    this.code = code
    this.name = 'OrderRefused'
  }
}

/** A `PlaceOrderError` in the store's language; `paymentRefunded` says the captured payment was given back. */
export function placeOrderError(context: DomainContext, code: PlaceOrderErrorCodes, paymentRefunded = false) {
  const { locale } = context.store
  if (!paymentRefunded) return { code, message: shopperText(locale, PLACE_ORDER_MESSAGES[code]) }
  if (code === 'PAYMENT_AMOUNT_MISMATCH')
    return { code, message: shopperText(locale, PAYMENT_AMOUNT_MISMATCH_REFUNDED) }
  return {
    code,
    message: `${shopperText(locale, PLACE_ORDER_MESSAGES[code])} ${shopperText(locale, PAYMENT_REFUNDED)}`,
  }
}

/** What placeOrder answers when the order was not placed (and whether its captured payment was refunded). */
export function placeOrderRefused(
  context: DomainContext,
  code: PlaceOrderErrorCodes,
  paymentRefunded = false,
) {
  return { order: null, errors: [placeOrderError(context, code, paymentRefunded)], payment: null }
}
