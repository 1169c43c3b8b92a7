import type { MessageDescriptor } from '@lingui/core'
import type { Updateable } from 'kysely'
import type { CartTable } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import type { MutationErrorCode } from '../mutationResult.ts'
import { shopperText } from '../shopperText.ts'
import type { CartRow } from '../cart/cartAccess.ts'
import { changedCartColumns } from '../cart/cartOutcome.ts'
import { cartView } from '../cart/cartView.ts'
import { CHECKOUT_ERROR_MESSAGES } from './checkoutMessages.ts'

/** A checkout mutation's refusal: the code, the field at fault, and the message in the store's language. */
export interface CheckoutRefusal {
  code: keyof typeof CHECKOUT_ERROR_MESSAGES
  field?: string | null
  message?: MessageDescriptor
}

/** What a refused checkout mutation answers: the code and message, and the cart unchanged when it is the caller's. */
export async function checkoutRefused(
  context: DomainContext,
  refusal: CheckoutRefusal,
  cart: CartRow | null,
) {
  const errorCode: MutationErrorCode = refusal.code
  return {
    success: false,
    errorCode,
    errorMessage: shopperText(context.store.locale, refusal.message ?? CHECKOUT_ERROR_MESSAGES[refusal.code]),
    errorField: refusal.field ?? null,
    cart: cart ? await cartView(context, cart) : null,
  }
}

/** A successful checkout mutation with the cart as it is now. */
export async function checkoutChanged(context: DomainContext, cart: CartRow) {
  return {
    success: true,
    errorCode: null,
    errorMessage: null,
    errorField: null,
    cart: await cartView(context, cart),
  }
}

/**
 * Sets columns of a cart (and its change time) and answers the cart as it is now; a cart
 * ordered (so deleted) since it was read is refused as not found, as it would be a moment later.
 */
export async function updateCheckout(context: DomainContext, cart: CartRow, columns: Updateable<CartTable>) {
  const updated = await context.db
    .updateTable('cart')
    .set({ ...changedCartColumns(context), ...columns })
    .where('id', '=', cart.id)
    .returningAll()
    .executeTakeFirst()
  if (!updated) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  return checkoutChanged(context, updated)
}
