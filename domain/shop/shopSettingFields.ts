import type { OpeningDay, PostalAddress } from '../../config/shopConfig.ts'
import { isEmailAddress } from '../../config/emailAddress.ts'
import type { ShopSettingName, ShopSettings } from './shopSettings.ts'

/** Why a field of the settings form was refused. */
export type ShopSettingFieldError =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_EMAIL'
  | 'INVALID_PHONE'
  | 'INVALID_COUNTRY'
  | 'INVALID_POSTAL_CODE'
  | 'INVALID_HOURS'
  | 'INVALID_SHARE_CAPITAL'
  | 'INVALID_VAT_ID'

/** The form's fields as typed, by name (`phone`, `address.street`, `openingHours.monday`). */
export type ShopSettingForm = Readonly<Record<string, string>>

/** The weekdays, Monday first, as opening hours list them. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const satisfies readonly OpeningDay['day'][]

/** The parts of an address setting, as the form names them after the setting (`address.street`). */
export const ADDRESS_PARTS = ['street', 'postalCode', 'locality', 'country'] as const

const MAX_TEXT = 120
// International form: a plus, the country code, then digits in groups (E.164: at most 15 digits).
const PHONE = /^\+[1-9][0-9 ]{5,22}$/
const SLOT = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-4]):([0-5]\d)$/
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/

/**
 * The VAT number's format per country (the EU's VIES formats, and the United Kingdom's and
 * Switzerland's), after the country prefix; a country not listed takes 2 to 13 letters or digits.
 */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CH: /^E\d{9}(MWST|TVA|IVA)?$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  GB: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
}

/** Greece's VAT numbers start with EL, not its ISO code. */
const VAT_PREFIX: Readonly<Record<string, string>> = { GR: 'EL', CH: 'CHE' }

/**
 * Whether `vatId` is a VAT number in the format of `country` (the registered office's): the
 * country's prefix then its digits, spaces, dots and dashes ignored. Checks the format only.
 */
export function isVatIdOf(vatId: string, country: string): boolean {
  const compact = vatId.replace(/[\s.-]/g, '').toUpperCase()
  const prefix = VAT_PREFIX[country] ?? country
  if (!compact.startsWith(prefix)) return false
  const rest = compact.slice(prefix.length)
  return (VAT_FORMATS[country] ?? /^[A-Z0-9]{2,13}$/).test(country === 'CH' ? `E${rest}` : rest)
}

/** Whether a phone number is written in international form (`+33 3 29 60 12 34`) with 8 to 15 digits. */
export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return PHONE.test(phone) && digits >= 8 && digits <= 15
}

/**
 * One day's opening hours from `09:00-12:30, 13:30-18:00` (empty: closed): each slot ends after
 * it starts and after the one before it; null when the text is not that.
 */
export function parseOpeningSlots(text: string): OpeningDay['opening'] | null {
  if (text.trim() === '') return []
  const slots: OpeningDay['opening'] = []
  for (const part of text.split(/[,;]/)) {
    const match = SLOT.exec(part.trim())
    if (!match) return null
    const from = `${match[1]}:${match[2]}`
    const to = `${match[3]}:${match[4]}`
    if (to > '24:00' || to <= from || (slots.length > 0 && from < (slots.at(-1)?.to ?? ''))) return null
    slots.push({ from, to })
  }
  return slots
}

/** One day's opening hours as the form writes them. */
export function openingSlotsText(opening: OpeningDay['opening']): string {
  return opening.map((slot) => `${slot.from}-${slot.to}`).join(', ')
}

/** The form's fields of one setting's value, by field name (what the form shows before any edit). */
export function settingFormFields(name: ShopSettingName, value: ShopSettings[ShopSettingName]) {
  if (name === 'address' || name === 'hostAddress') {
    const address = value as PostalAddress
    return {
      [`${name}.street`]: address.streetAddress.join('\n'),
      [`${name}.postalCode`]: address.postalCode,
      [`${name}.locality`]: address.locality,
      [`${name}.country`]: address.country,
    }
  }
  if (name === 'openingHours')
    return Object.fromEntries(
      (value as OpeningDay[]).map((day) => [`openingHours.${day.day}`, openingSlotsText(day.opening)]),
    )
  return { [name]: String(value) }
}

/** The settings the form gave, checked: their values, and each refused field's code. */
export interface CheckedShopSettings {
  values: Partial<ShopSettings>
  errors: Record<string, ShopSettingFieldError>
}

/**
 * Checks the settings `names` from the form: texts required and at most 120 characters, the
 * e-mail address, phones in international form, addresses (1 to 3 street lines, a postal code,
 * a town, an ISO country), opening hours per day, a whole share capital in euros, and the VAT
 * number in the format of `officeCountry` (the registered office's country after the change,
 * given the address this form checked if it had one).
 */
export function checkShopSettings(
  form: ShopSettingForm,
  names: readonly ShopSettingName[],
  officeCountry: (checkedAddress: PostalAddress | undefined) => string,
): CheckedShopSettings {
  const values: Record<string, unknown> = {}
  const errors: Record<string, ShopSettingFieldError> = {}
  const text = (field: string) => (form[field] ?? '').trim()
  const requiredText = (field: string): string | null => {
    const value = text(field)
    if (value === '') errors[field] = 'REQUIRED'
    else if (value.length > MAX_TEXT || /\p{Cc}/u.test(value)) errors[field] = 'TOO_LONG'
    else return value
    return null
  }
  for (const name of names) {
    if (name === 'address' || name === 'hostAddress') {
      const address = checkAddress(form, name, errors)
      if (address) values[name] = address
    } else if (name === 'openingHours') {
      const days = WEEKDAYS.map((day) => {
        const opening = parseOpeningSlots(text(`openingHours.${day}`))
        if (!opening) errors[`openingHours.${day}`] = 'INVALID_HOURS'
        return { day, opening: opening ?? [] }
      })
      if (WEEKDAYS.every((day) => !errors[`openingHours.${day}`])) values[name] = days
    } else if (name === 'shareCapital') {
      const amount = text(name).replace(/[\s\u202f.,']/g, '')
      if (/^[1-9]\d{0,11}$/.test(amount)) values[name] = Number(amount)
      else errors[name] = text(name) === '' ? 'REQUIRED' : 'INVALID_SHARE_CAPITAL'
    } else {
      const value = requiredText(name)
      if (value === null) continue
      if (name === 'email' && !isEmailAddress(value)) errors[name] = 'INVALID_EMAIL'
      else if ((name === 'phone' || name === 'hostPhone') && !isPhoneNumber(value))
        errors[name] = 'INVALID_PHONE'
      else values[name] = name === 'vatId' ? value.toUpperCase() : value
    }
  }
  if (
    typeof values.vatId === 'string' &&
    !errors['address.country'] &&
    !isVatIdOf(values.vatId, officeCountry(values.address as PostalAddress | undefined))
  )
    errors.vatId = 'INVALID_VAT_ID'
  return { values: values as Partial<ShopSettings>, errors }
}

function checkAddress(
  form: ShopSettingForm,
  name: 'address' | 'hostAddress',
  errors: Record<string, ShopSettingFieldError>,
): PostalAddress | null {
  const field = (part: (typeof ADDRESS_PARTS)[number]) => `${name}.${part}`
  const street = (form[field('street')] ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const postalCode = (form[field('postalCode')] ?? '').trim()
  const locality = (form[field('locality')] ?? '').trim()
  const country = (form[field('country')] ?? '').trim().toUpperCase()
  if (street.length === 0) errors[field('street')] = 'REQUIRED'
  else if (street.length > 3 || street.some((line) => line.length > MAX_TEXT))
    errors[field('street')] = 'TOO_LONG'
  if (postalCode === '') errors[field('postalCode')] = 'REQUIRED'
  else if (!POSTAL_CODE.test(postalCode)) errors[field('postalCode')] = 'INVALID_POSTAL_CODE'
  if (locality === '') errors[field('locality')] = 'REQUIRED'
  else if (locality.length > MAX_TEXT) errors[field('locality')] = 'TOO_LONG'
  if (!isCountryCode(country)) errors[field('country')] = 'INVALID_COUNTRY'
  if (ADDRESS_PARTS.some((part) => errors[field(part)])) return null
  return { streetAddress: street, postalCode, locality, country }
}

/** Whether a text is an ISO 3166-1 alpha-2 code of a region Intl knows. */
function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined
}
