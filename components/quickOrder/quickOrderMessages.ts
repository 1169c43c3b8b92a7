import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QuickOrderRowError, QuickOrderState } from './quickOrderState.ts'

/** Id of a row's field (rows counted from 1, as their labels say). */
export const quickOrderFieldId = (field: 'sku' | 'quantity', number: number) =>
  `quick-order-${field}-${number}`

/** Which field of a row an error is about: the quantity for quantity and stock, else the SKU. */
export function fieldAtFault(error: QuickOrderRowError): 'sku' | 'quantity' {
  return error.code === 'invalidQuantity' || error.code === 'insufficientStock' ? 'quantity' : 'sku'
}

/** What the shopper reads about a refused row (the options link is added where it is shown in full). */
export function rowErrorMessage(error: Exclude<QuickOrderRowError, { code: 'notAdded' }>): MessageDescriptor {
  switch (error.code) {
    case 'missingSku':
      return msg`Please enter a SKU for this quantity.`
    case 'unknownSku':
      return msg`We do not know this SKU. Please check it.`
    case 'invalidQuantity': {
      const { max } = error
      return msg`Please enter a whole quantity from 1 to ${max}.`
    }
    case 'insufficientStock': {
      const { available } = error
      return msg`Not enough stock: only ${available} available.`
    }
    case 'soldOut':
      return msg`This product is sold out.`
    case 'optionsNeeded':
      return msg`This product comes in several colours and sizes: type the SKU of the one you want, shown on the product page once you choose them.`
    case 'tryLater':
      return msg`Not added yet: too many attempts. Please wait a minute and send it again.`
  }
}

/** Why a whole quick order was refused. */
export const QUICK_ORDER_REFUSALS: Record<NonNullable<QuickOrderState['refusal']>, MessageDescriptor> = {
  formExpired: msg`This form expired. Please send it again.`,
  tooManyRows: msg`Please order at most 20 products at a time.`,
  nothingToAdd: msg`Please enter at least one SKU.`,
  tooManyAttempts: msg`Too many attempts. Please wait a minute before trying again.`,
}
