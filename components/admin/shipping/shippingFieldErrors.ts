import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused field of a shipping rate or threshold form says, by the rule's code. */
export const SHIPPING_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  REQUIRED: msg`Required.`,
  TOO_LONG: msg`At most 120 characters.`,
  STORE_UNKNOWN: msg`Choose among the shop's stores.`,
  METHOD_UNKNOWN: msg`Choose home delivery or parcel pickup.`,
  COUNTRY_UNKNOWN: msg`Enter two-letter codes of countries the shop ships to (with a VAT rate), such as FR, BE.`,
  COUNTRY_TAKEN: msg`Another rate of this store already serves one of these countries with this method.`,
  PRICE_FORMAT: msg`Enter a price of 0 or more in euros, with at most two decimals, such as 4.90.`,
  DAYS_FORMAT: msg`Enter a whole number of working days from 0 to 60.`,
  DAYS_ORDER: msg`The longest delay must be at least the shortest.`,
  POSITION_FORMAT: msg`Enter a whole number, or leave it blank.`,
  THRESHOLD_FORMAT: msg`Enter an amount above 0 in euros, such as 49 or 49.90, or leave it blank.`,
  CONFIRM_REQUIRED: msg`Tick the box to confirm that the rate is deleted for good.`,
}
