import { msg } from '@lingui/core/runtime-macro'
import type { MessageDescriptor } from '@lingui/core'
import type { MutationErrorCode } from '../mutationResult.ts'
import type { PlaceOrderErrorCodes } from './placeOrderErrorCodes.ts'

/** What the shopper reads when a checkout mutation changes nothing, by its code. */
export const CHECKOUT_ERROR_MESSAGES = {
  CART_NOT_FOUND: msg`This cart could not be found. Please reload the page.`,
  REQUIRED: msg`Please fill in this field.`,
  INVALID_LENGTH: msg`Please fill in this field, within the length allowed.`,
  INVALID_EMAIL: msg`Please enter a valid e-mail address.`,
  INVALID_POSTCODE: msg`This postcode does not match the country.`,
  INVALID_COUNTRY: msg`We do not deliver to this country.`,
  INVALID_TELEPHONE: msg`Please enter a valid telephone number.`,
  INVALID_VAT_ID: msg`This VAT number does not match the billing country. Please check it, with or without its country prefix.`,
  ADDRESS_NOT_FOUND: msg`This address is not in your address book.`,
  SIGN_IN_REQUIRED: msg`Please sign in to use this feature.`,
  SHIPPING_ADDRESS_MISSING: msg`Please enter your delivery address first.`,
  CART_IS_VIRTUAL: msg`Nothing in your cart is shipped (gift cards are e-mailed, files downloaded): no delivery address or method is needed.`,
  SHIPPING_METHOD_NOT_AVAILABLE: msg`This delivery method is not available for your address.`,
  PICKUP_LOCATION_NOT_FOUND: msg`Please choose a pickup point from the list.`,
  PAYMENT_METHOD_NOT_AVAILABLE: msg`This payment method is not available for your order.`,
  INVALID_GIFT_CARD: msg`This gift card code cannot be used. Please check it and try again.`,
  GIFT_CARD_EXPIRED: msg`This gift card has expired.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Please wait a moment before trying again.`,
  NO_STORE_CREDIT: msg`You have no store credit to spend.`,
  STORE_CREDIT_DISABLED: msg`Store credit cannot be used at checkout at the moment.`,
} satisfies Partial<Record<MutationErrorCode, MessageDescriptor>>

/** Why an order was not placed, for the shopper. */
export const PLACE_ORDER_MESSAGES: Record<PlaceOrderErrorCodes, MessageDescriptor> = {
  CART_NOT_FOUND: msg`This cart could not be found. Please reload the page.`,
  CART_NOT_ACTIVE: msg`This cart was already ordered.`,
  GUEST_EMAIL_MISSING: msg`Please enter your e-mail address.`,
  UNABLE_TO_PLACE_ORDER: msg`Your order could not be placed. Please try again.`,
  UNDEFINED: msg`Your order could not be placed. Please try again.`,
  EMPTY_CART: msg`Your cart is empty.`,
  SHIPPING_ADDRESS_MISSING: msg`Please enter your delivery address.`,
  SHIPPING_METHOD_MISSING: msg`Please choose a delivery method.`,
  BILLING_ADDRESS_MISSING: msg`Please enter your billing address.`,
  PAYMENT_METHOD_MISSING: msg`Please choose a payment method.`,
  INSUFFICIENT_STOCK: msg`Some items are no longer in stock in the quantity you chose. Please check your cart.`,
  GIFT_CARD_AMOUNT_NOT_OFFERED: msg`A gift card amount in your cart is no longer offered. Please remove that gift card and add it again with another amount.`,
  COUPON_NOT_VALID: msg`Your coupon code can no longer be used. Please remove it and try again.`,
  GIFT_CARD_NOT_VALID: msg`A gift card applied to your cart can no longer be used. Please check your gift cards.`,
  STORE_CREDIT_NOT_VALID: msg`Your store credit no longer covers the amount applied. Please check your order.`,
  PAYMENT_DECLINED: msg`Your payment was declined. Please try another card or payment method.`,
  PAYMENT_AMOUNT_MISMATCH: msg`Your cart changed after the payment. Please contact us: we will refund the payment.`,
  IDEMPOTENCY_KEY_REUSED: msg`This order request was already used for another cart. Please reload the page.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Please wait a moment before trying again.`,
}

/**
 * What the shopper reads after the reason of a refusal when the captured payment was refunded
 * at once; a cart changed after the payment has a sentence of its own.
 */
export const PAYMENT_REFUNDED = msg`Your payment has been refunded in full.`

/** PAYMENT_AMOUNT_MISMATCH once the payment was refunded (its usual text promises the refund). */
export const PAYMENT_AMOUNT_MISMATCH_REFUNDED = msg`Your cart changed after the payment, so we have refunded the payment in full. Please check your cart and pay again.`

/** Names of the shipping methods and their carrier, as the shopper reads them. */
export const SHIPPING_METHOD_TITLES = {
  home: { carrier: msg`Home delivery`, method: msg`Delivered to your door` },
  pickup: { carrier: msg`Parcel pickup`, method: msg`Collect at a pickup point` },
}

/** Names of the payment methods. */
export const PAYMENT_METHOD_TITLES = {
  card: msg`Credit or debit card`,
  wallet: msg`Wallet`,
  free: msg`No payment needed`,
}

/** A virtual cart's billing address cannot follow a shipping address it does not have. */
export const billingOfVirtualCart = msg`Nothing in your cart is shipped: please enter your billing address.`

/** Labels of an order line's options in the confirmation. */
export const pickupNotInCountry = msg`Parcel pickup is not offered in this country.`
