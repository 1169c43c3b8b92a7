import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { PRODUCT_FIELD_ERRORS } from './productFieldErrors.ts'

/** What a refused field of the new product or classification forms says, by its code. */
export const PRODUCT_FORM_ERRORS: Record<string, MessageDescriptor> = {
  ...PRODUCT_FIELD_ERRORS,
  REQUIRED: msg`Required.`,
  UNKNOWN_CHOICE: msg`Choose among the values offered.`,
  INVALID_DATE: msg`Enter a day as YYYY-MM-DD, such as 2026-12-01.`,
  DATES_REVERSED: msg`The last day comes before the first.`,
  INVALID_SKU: msg`Use capital letters, digits and dashes only, at most 64, such as “SL-MULE-01”.`,
  SKU_TAKEN: msg`A product or variant already has this SKU (whatever its case).`,
  SKU_REPEATED: msg`Another variant of this form has this SKU.`,
  INVALID_PRICE: msg`Enter a price above 0 in euros, such as 49.90.`,
  INVALID_QUANTITY: msg`Enter a whole number from 0.`,
  NO_TRANSLATION: msg`Give a name and a URL key in at least one language.`,
  NO_VARIANT: msg`Choose at least one.`,
  NO_BUNDLE_OPTION: msg`A bundle needs at least one option: fill in a row.`,
  NOT_BUNDLEABLE: msg`Give SKUs of simple products (not of a size of a configurable product, a bundle, a gift card or a download).`,
  RANGE_REVERSED: msg`The highest amount comes before the lowest.`,
  ONLY_VIRTUAL: msg`The shop only sends gift cards by e-mail.`,
}
