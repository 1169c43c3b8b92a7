import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused field of a product's prices or reduction says, by its code. */
export const PRICE_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  AMOUNT_INVALID: msg`Enter an amount in euros above 0, such as 39.95.`,
  FINAL_ABOVE_REGULAR: msg`The price paid cannot be above the regular price.`,
  ABOVE_REGULAR: msg`The reduced price cannot be above the regular price of the product or of one of its sizes.`,
  DATE_INVALID: msg`Enter a date and time.`,
  START_IN_PAST: msg`The start cannot be in the past. Leave it empty to start now.`,
  END_BEFORE_START: msg`The end must come after the start.`,
  QTY_INVALID: msg`Enter a whole quantity of 2 or more.`,
  QTY_TAKEN: msg`This product already has a price from this quantity. Remove it first.`,
  NOT_BELOW_REGULAR: msg`A quantity price must be below the regular price.`,
}

/** Cents as an amount to type again (`3995` → `39.95`). */
export const typedAmount = (cents: number) => (cents / 100).toFixed(2)
