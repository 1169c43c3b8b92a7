import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused field of a coupon, batch or gift card form says, by the rule's code. */
export const PROMOTION_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  REQUIRED: msg`Required.`,
  CODE_FORMAT: msg`Use 3 to 40 capital letters, digits, dashes or underscores, such as “WINTER-10”.`,
  CODE_TAKEN: msg`Another coupon already has this code (whatever its case).`,
  TYPE_UNKNOWN: msg`Choose a percentage or a fixed amount.`,
  AMOUNT_FORMAT: msg`Enter an amount above 0 with at most two decimals, such as 10 or 12.50.`,
  PERCENT_RANGE: msg`A percentage is at most 100.`,
  DATE_FORMAT: msg`Enter a day as YYYY-MM-DD.`,
  DATES_ORDER: msg`The last day comes before the first.`,
  LIMIT_FORMAT: msg`Enter a whole number above 0, or leave it blank for no limit.`,
  STORE_REQUIRED: msg`Tick one store at least.`,
  STORE_UNKNOWN: msg`Choose among the shop's stores.`,
  CATEGORY_UNKNOWN: msg`One of these categories does not exist any more.`,
  PREFIX_FORMAT: msg`Use 2 to 20 capital letters, digits or dashes, such as “NEWS-MARCH”.`,
  COUNT_RANGE: msg`Enter a whole number from 1 to 5,000.`,
  INVALID_AMOUNT: msg`Enter an amount in euros above 0 (at most 1,000.00 for a new card), such as 25 or 12.50.`,
  BALANCE_TOO_LOW: msg`The card's balance is lower than the amount to take.`,
  UNKNOWN_STORE: msg`Choose among the shop's stores.`,
  INVALID_EMAIL: msg`Enter a valid e-mail address, or leave it blank.`,
  SENDER_REQUIRED: msg`Say whom the card is from: the e-mail to the recipient names them.`,
  INVALID_EXPIRY: msg`Enter a day after today as YYYY-MM-DD, or leave it blank for the usual validity.`,
  REASON_REQUIRED: msg`Give the reason (at most 500 characters).`,
  LOOKUP_REQUIRED: msg`Enter a code, an order number or an e-mail address.`,
}
