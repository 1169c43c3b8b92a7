import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MutationErrorCode } from '../../graphql/client/generated/schemaTypes.ts'

/**
 * What the shopper reads for each mutation error code, in the store's language: the API's
 * `errorMessage` is English for logs and developers, so forms translate the code instead.
 */
export const MUTATION_ERROR_MESSAGES: Record<MutationErrorCode, MessageDescriptor> = {
  INVALID_LENGTH: msg`Please fill in this field, within the length allowed.`,
  INVALID_RATING: msg`Please choose a rating from 1 to 5 stars.`,
  INVALID_EMAIL: msg`Please enter a valid e-mail address.`,
  PRODUCT_NOT_FOUND: msg`This product is no longer available.`,
  CURRENCY_NOT_AVAILABLE: msg`This currency is not available in this store.`,
  SIGN_IN_REQUIRED: msg`Please sign in to use this feature.`,
  EDITOR_ONLY: msg`Only signed-in editors can do this.`,
  REQUIRED: msg`Please fill in this field.`,
  EMAIL_TAKEN: msg`An account already uses this e-mail address. Sign in, or ask for a new password.`,
  INVALID_CREDENTIALS: msg`The e-mail address or the password is wrong.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Please wait a moment before trying again.`,
  PASSWORD_TOO_SHORT: msg`Your password needs at least 8 characters.`,
  PASSWORD_TOO_LONG: msg`Your password can have at most 128 characters.`,
  PASSWORD_TOO_COMMON: msg`This password is too common and easy to guess. Please choose another one.`,
  WRONG_PASSWORD: msg`Your current password is not correct.`,
  TERMS_NOT_ACCEPTED: msg`Please accept the terms and conditions to open an account.`,
  INVALID_TOKEN: msg`This link is no longer valid: it was already used or has expired. Please ask for a new one.`,
  INVALID_POSTCODE: msg`This postal code does not match the chosen country.`,
  INVALID_COUNTRY: msg`Please choose a country we deliver to.`,
  ADDRESS_NOT_FOUND: msg`This address is not in your address book.`,
  CART_NOT_FOUND: msg`This cart could not be found. Please reload the page.`,
  CART_ITEM_NOT_FOUND: msg`This item is no longer in your cart.`,
  INVALID_QUANTITY: msg`Please choose a valid quantity.`,
  INVALID_CART_ITEMS: msg`This product could not be added to your cart.`,
  INSUFFICIENT_STOCK: msg`There is not enough stock for this quantity.`,
  COUPON_NOT_FOUND: msg`This coupon code is not valid in this shop.`,
  COUPON_EXPIRED: msg`This coupon code has expired or is not valid yet.`,
  COUPON_MINIMUM_NOT_REACHED: msg`Your cart does not reach the minimum amount for this coupon code.`,
  COUPON_USAGE_EXCEEDED: msg`This coupon code has already been used.`,
  INVALID_GIFT_CARD: msg`This gift card code cannot be used. Please check it and try again.`,
  INVALID_TELEPHONE: msg`Please enter a valid telephone number.`,
  SHIPPING_METHOD_NOT_AVAILABLE: msg`This delivery method is not available for your address.`,
  SHIPPING_ADDRESS_MISSING: msg`Please enter your delivery address first.`,
  CART_IS_VIRTUAL: msg`Your cart holds only gift cards, sent by e-mail: no delivery address or method is needed.`,
  PICKUP_LOCATION_NOT_FOUND: msg`Please choose a pickup point from the list.`,
  PAYMENT_METHOD_NOT_AVAILABLE: msg`This payment method is not available for your order.`,
  NO_STORE_CREDIT: msg`You have no store credit to spend.`,
  STORE_CREDIT_DISABLED: msg`Store credit cannot be used at checkout at the moment.`,
}
