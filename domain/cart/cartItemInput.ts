/** A value typed by the shopper for a product's custom option (engraving text, a gift message). */
export interface EnteredOptionInput {
  uid: string
  value: string
}

/** A line to add to a cart: the product (or variant) SKU, the quantity and the options chosen. */
export interface CartItemInput {
  sku: string
  /** A whole number from 1 to the shop's maximum per line. */
  quantity: number
  selected_options?: string[] | null
  entered_options?: EnteredOptionInput[] | null
}

/** Why a line could not be added (the API's `CartUserInputErrorType`). */
export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED'

/** A line that could not be added, with a message for the shopper. */
export interface CartUserInputError {
  code: CartUserInputErrorType
  message: string
}
