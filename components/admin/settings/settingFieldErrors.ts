import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What a refused field of the settings page says, by its code (domain/shop/shopSettingFields.ts). */
export const SETTING_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  REQUIRED: msg`Required.`,
  TOO_LONG: msg`Too long (at most 120 characters, 3 lines for a street).`,
  INVALID_EMAIL: msg`Enter a valid e-mail address.`,
  INVALID_PHONE: msg`Enter the number in international form, such as +33 3 29 60 12 34.`,
  INVALID_COUNTRY: msg`Enter the country's two-letter code, such as FR.`,
  INVALID_POSTAL_CODE: msg`Enter a postal code of 2 to 10 letters, digits or dashes.`,
  INVALID_HOURS: msg`Enter the slots of the day in 24-hour time, such as 09:00-12:30, 13:30-18:00, in order; leave it empty when closed.`,
  INVALID_SHARE_CAPITAL: msg`Enter the share capital in whole euros, such as 120000.`,
  INVALID_VAT_ID: msg`This is not a VAT number of the registered office's country (such as FR65912345675 in France).`,
}
