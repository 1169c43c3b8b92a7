import { msg } from '@lingui/core/runtime-macro'
import type { MessageDescriptor } from '@lingui/core'
import type { MutationErrorCode } from '../mutationResult.ts'
import type { CartNoticeValue } from '../../db/tables.ts'

/** What the shopper reads when a cart mutation changes nothing, by its code. */
export const CART_ERROR_MESSAGES = {
  CART_NOT_FOUND: msg`This cart could not be found. Please reload the page.`,
  CART_ITEM_NOT_FOUND: msg`This item is no longer in your cart.`,
  INVALID_CART_ITEMS: msg`This product could not be added to your cart.`,
  INSUFFICIENT_STOCK: msg`There is not enough stock for this quantity.`,
  COUPON_NOT_FOUND: msg`This coupon code is not valid in this shop.`,
  COUPON_EXPIRED: msg`This coupon code has expired or is not valid yet.`,
  COUPON_USAGE_EXCEEDED: msg`This coupon code has already been used.`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Please wait a moment before trying again.`,
  SIGN_IN_REQUIRED: msg`Please sign in to use this feature.`,
} satisfies Partial<Record<MutationErrorCode, MessageDescriptor>>

/** A quantity outside 1 … maximum, or not a whole number. */
export const invalidQuantity = (max: number) => msg`Please choose a whole quantity from 1 to ${{ max }}.`

/** The cart's subtotal is below a coupon's minimum. */
export const couponMinimumNotReached = (minimum: string) =>
  msg`This coupon code applies from a subtotal of ${{ minimum }}.`

/** Messages of refused items (`user_errors`). */
export const ITEM_ERROR_MESSAGES = {
  productNotFound: (sku: string) => msg`The product ${{ sku }} does not exist.`,
  notSalable: msg`This product is sold out.`,
  optionsMissing: (options: string) => msg`Please choose: ${{ options }}.`,
  /** A configurable product's size, colour or both not chosen (nothing is chosen for the shopper). */
  sizeMissing: msg`Please choose a size.`,
  colourMissing: msg`Please choose a colour.`,
  colourAndSizeMissing: msg`Please choose a colour and a size.`,
  invalidOption: msg`One of the chosen options does not exist for this product.`,
  textTooLong: (max: number) => msg`This text can be at most ${{ max }} characters long.`,
  itemCount: (max: number) => msg`Please add from 1 to ${{ max }} products at a time.`,
  insufficientStock: (available: number) => msg`Only ${{ available }} left in stock for this choice.`,
  /** A gift card line whose amount the shop no longer offers: it is not ordered at another amount without the shopper. */
  giftCardAmountWithdrawn: msg`This gift card amount is no longer offered. Please remove this gift card and add it again with another amount.`,
}

/** Messages of refused gift card items (`user_errors`); `field` is the form's label in the store's language. */
export const GIFT_CARD_ITEM_MESSAGES = {
  amountMissing: msg`Please choose the amount of the gift card.`,
  amountNotOffered: msg`Please choose one of the gift card amounts offered.`,
  amountOutOfRange: (minimum: string, maximum: string) =>
    msg`Please choose one of the gift card amounts offered, or type an amount from ${{ minimum }} to ${{ maximum }} (at most 2 decimals).`,
  fieldMissing: (field: string) => msg`Please fill in the gift card's field: ${{ field }}.`,
  emailInvalid: (field: string) =>
    msg`Please enter a valid e-mail address in the gift card's field: ${{ field }}.`,
  textTooLong: (field: string, max: number) =>
    msg`The gift card's field ${{ field }} can be at most ${{ max }} characters long.`,
}

/** The label of a VAT rate's line in cart, checkout and order totals: the rate as the store's language writes percentages ({@link vatRateText}). */
export const taxLabel = (rate: string) => msg`Including ${{ rate }} VAT`

/** A VAT rate written the store's way: `20 %` with a narrow no-break space in French, `19 %` in German, `20%` in English and Italian. */
export function vatRateText(locale: string, percent: number): string {
  const text = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  )
  // French typography puts a narrow no-break space before the sign; ICU gives a full one.
  return locale.startsWith('fr') ? text.replace('\u00a0', '\u202f') : text
}

/** The label of a coupon's discount. */
export const couponLabel = (code: string) => msg`Coupon ${{ code }}`

/** A notice about a line the shop changed, for the shopper. */
export function noticeMessage(notice: CartNoticeValue, productName: string): MessageDescriptor {
  const { requested, kept } = notice
  return notice.code === 'ITEM_REMOVED'
    ? msg`${{ productName }} is no longer available and was removed from your cart.`
    : msg`Only ${{ kept }} of the ${{ requested }} ${{ productName }} you chose are in stock: your cart holds ${{ kept }}.`
}
