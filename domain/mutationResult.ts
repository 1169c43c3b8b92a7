/** Why a mutation changed nothing (the `MutationErrorCode` enum of the schema). */
export type MutationErrorCode =
  | 'INVALID_LENGTH'
  | 'INVALID_RATING'
  | 'INVALID_EMAIL'
  | 'PRODUCT_NOT_FOUND'
  | 'CURRENCY_NOT_AVAILABLE'
  | 'SIGN_IN_REQUIRED'
  | 'EDITOR_ONLY'
  | 'REQUIRED'
  | 'EMAIL_TAKEN'
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_COMMON'
  | 'WRONG_PASSWORD'
  | 'TERMS_NOT_ACCEPTED'
  | 'INVALID_TOKEN'
  | 'INVALID_POSTCODE'
  | 'INVALID_COUNTRY'
  | 'ADDRESS_NOT_FOUND'
  | 'CART_NOT_FOUND'
  | 'CART_ITEM_NOT_FOUND'
  | 'INVALID_QUANTITY'
  | 'INVALID_CART_ITEMS'
  | 'INSUFFICIENT_STOCK'
  | 'COUPON_NOT_FOUND'
  | 'COUPON_EXPIRED'
  | 'COUPON_MINIMUM_NOT_REACHED'
  | 'COUPON_USAGE_EXCEEDED'
  | 'INVALID_GIFT_CARD'
  | 'GIFT_CARD_EXPIRED'
  | 'INVALID_TELEPHONE'
  | 'INVALID_VAT_ID'
  | 'SHIPPING_METHOD_NOT_AVAILABLE'
  | 'SHIPPING_ADDRESS_MISSING'
  | 'CART_IS_VIRTUAL'
  | 'PICKUP_LOCATION_NOT_FOUND'
  | 'PAYMENT_METHOD_NOT_AVAILABLE'
  | 'NO_STORE_CREDIT'
  | 'STORE_CREDIT_DISABLED'
  | 'PRODUCT_IN_STOCK'
  | 'ALREADY_REVIEWED'
  | 'ORDER_NOT_FOUND'
  | 'WISHLIST_DISABLED'
  | 'WISHLIST_ITEM_NOT_FOUND'
  | 'WISHLIST_FULL'
  | 'SHARE_CODE_NOT_FOUND'
  | 'WITHDRAWAL_PERIOD_OVER'
  | 'WITHDRAWAL_NOT_AVAILABLE'
  | 'ALREADY_WITHDRAWN'
  | 'NO_ITEMS_CHOSEN'
  | 'ORDER_NOT_RETURNABLE'
  | 'RETURN_ITEM_NOT_FOUND'
  | 'RETURN_QUANTITY_TOO_LARGE'
  | 'NOTHING_TO_RETURN'
  | 'INVALID_RETURN_ATTRIBUTE'
  | 'DOWNLOAD_LIMIT_REACHED'
  | 'DOWNLOAD_NOT_AVAILABLE'

/** A mutation outcome: `success`, and when it failed a code to translate and an English message for logs and developers. */
export interface MutationOutcome {
  success: boolean
  errorCode: MutationErrorCode | null
  errorMessage: string | null
  /** The input field at fault, when one is. */
  errorField: string | null
}

/** The outcome of a mutation that did what it was asked. */
export function succeeded(): MutationOutcome {
  return { success: true, errorCode: null, errorMessage: null, errorField: null }
}

/** The outcome of a mutation that changed nothing, with its code, an English message and the field at fault. */
export function failed(
  errorCode: MutationErrorCode,
  errorMessage: string,
  errorField: string | null = null,
): MutationOutcome {
  return { success: false, errorCode, errorMessage, errorField }
}
