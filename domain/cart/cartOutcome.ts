import type { MessageDescriptor } from '@lingui/core'
import type { DomainContext } from '../context.ts'
import type { MutationErrorCode } from '../mutationResult.ts'
import { shopperText } from '../shopperText.ts'
import { CART_ERROR_MESSAGES } from './cartMessages.ts'
import { cartView } from './cartView.ts'
import type { CartRow } from './cartAccess.ts'

/** What every cart mutation answers: success, or a code and a message in the store's language. */
export interface CartOutcome {
  success: boolean
  errorCode: MutationErrorCode | null
  errorMessage: string | null
}

/** A refused cart mutation; the message is the code's own unless another is given. */
export function cartRefused(
  context: DomainContext,
  errorCode: keyof typeof CART_ERROR_MESSAGES | MutationErrorCode,
  message?: MessageDescriptor,
): CartOutcome {
  const descriptor =
    message ??
    (CART_ERROR_MESSAGES as Partial<Record<MutationErrorCode, MessageDescriptor>>)[errorCode] ??
    CART_ERROR_MESSAGES.INVALID_CART_ITEMS
  return { success: false, errorCode, errorMessage: shopperText(context.store.locale, descriptor) }
}

/** The answer of a cart that is not the caller's: the same for unknown ids, other sessions' and other customers' carts. */
export function cartNotFound(context: DomainContext): CartOutcome & { cart: null } {
  return { ...cartRefused(context, 'CART_NOT_FOUND'), cart: null }
}

/** A successful cart mutation with the cart as it is now. */
export async function cartChanged(context: DomainContext, cart: CartRow) {
  return { success: true, errorCode: null, errorMessage: null, cart: await cartView(context, cart) }
}

/** Columns every successful change of a cart sets: the time, and notices already shown are done with. */
export function changedCartColumns(context: DomainContext) {
  return { updated_at: context.now, notices: '[]' }
}
