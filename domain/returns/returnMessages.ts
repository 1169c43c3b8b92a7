import { msg } from '@lingui/core/runtime-macro'

/** Texts of `requestReturn`'s refusals, in the store's language (they name the item and the field at fault). */
export const RETURN_MESSAGES = {
  signInRequired: msg`Please sign in to use this feature.`,
  orderNotFound: msg`This order could not be found.`,
  orderNotDelivered: msg`Only a delivered order can be returned.`,
  nothingToReturn: msg`Please choose at least one item to return.`,
  itemNotReturnable: msg`This item cannot be returned.`,
  formChanged: msg`The return form has changed. Please reload the page and try again.`,
}

/** The return period after delivery is over. */
export const returnPeriodOver = (days: number) =>
  msg`The return period of ${{ days }} days after delivery is over for this order.`

/** A quantity that is not a whole number of at least 1. */
export const invalidReturnQuantity = (name: string) =>
  msg`Please choose how many pieces of “${{ name }}” to return.`

/** More pieces than were delivered and not yet asked back. */
export const returnQuantityTooLarge = (name: string, max: number) =>
  msg`You can return at most ${{ max }} of “${{ name }}”.`

/** A required attribute of an item left empty. */
export const requiredForItem = (label: string, name: string) =>
  msg`Please fill in “${{ label }}” for “${{ name }}”.`

/** A required attribute of the return left empty. */
export const requiredForReturn = (label: string) => msg`Please fill in “${{ label }}”.`

/** A value that is not one of a select's options (or not yes or no). */
export const invalidChoice = (label: string) => msg`Please choose one of the options of “${{ label }}”.`

/** A text longer than its attribute allows. */
export const textTooLong = (label: string, max: number) =>
  msg`“${{ label }}” can have at most ${{ max }} characters.`
