import type { Language, ShippingMethodCode } from '../../../db/tables.ts'
import { centsOfAmount } from '../promotions/couponFields.ts'
import type { ShippingRate } from '../../shipping/shippingTable.ts'

/** The languages a rate's destination and carrier are written in. */
export const RATE_LANGUAGES: readonly Language[] = ['fr', 'de', 'en', 'it']

/** The shipping methods a rate may carry. */
export const RATE_METHODS: readonly ShippingMethodCode[] = ['home', 'pickup']

/** A rate's form as typed (/admin/shipping/<id> and /admin/shipping/new). */
export interface ShippingRateForm {
  /** '' for every store, else a store's key. */
  store: string
  /** Two-letter codes separated by commas or spaces. */
  countries: string
  method: string
  destination: Record<Language, string>
  carrier: Record<Language, string>
  /** Euros incl. VAT, such as 4.90. */
  price: string
  daysMin: string
  daysMax: string
  position: string
  enabled: boolean
}

/** Why a field of a rate's form was refused. */
export type ShippingFieldError =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'STORE_UNKNOWN'
  | 'METHOD_UNKNOWN'
  | 'COUNTRY_UNKNOWN'
  | 'COUNTRY_TAKEN'
  | 'PRICE_FORMAT'
  | 'DAYS_FORMAT'
  | 'DAYS_ORDER'
  | 'POSITION_FORMAT'
  | 'THRESHOLD_FORMAT'
  | 'CONFIRM_REQUIRED'

/** The refused fields of a form, by the form's field name (`countries`, `carrier.fr`). */
export type ShippingFieldErrors = Record<string, ShippingFieldError>

/** A rate's values as they will be stored. */
export interface ShippingRateValues {
  storeKey: string | null
  countries: string[]
  method: ShippingMethodCode
  destination: Record<Language, string>
  carrier: Record<Language, string>
  priceCents: number
  daysMin: number
  daysMax: number
  position: number
  enabled: boolean
}

/** What a rate's fields are checked against: the stores, the countries the shop may ship to, the other rates. */
export interface ShippingRateContext {
  storeKeys: readonly string[]
  /** Countries with a VAT rate: the shop can price and invoice a delivery there. */
  shippableCountries: ReadonlySet<string>
  /** Every other rate (a rate being edited is left out). */
  otherRates: readonly ShippingRate[]
}

const TEXT_MAX = 120
const DAYS_MAX = 60

/** A whole number from 0 to `max` as typed, or null. */
function wholeNumber(typed: string, max: number): number | null {
  if (!/^\d{1,4}$/.test(typed.trim())) return null
  const value = Number(typed.trim())
  return value <= max ? value : null
}

/** The country codes of a typed list, upper case, each once, in the order typed. */
export function countryCodesOf(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(/[\s,;]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ]
}

/**
 * Checks a rate's form: the store is one of the shop's, the countries are ones the shop can
 * ship to and no other rate of that store serves them with the method, the price is 0 or more
 * (euros, two decimals at most), the delay's first day is not after its last, and every
 * language has its destination and carrier. Answers the values to store, or the refused fields.
 */
export function checkShippingRate(
  form: ShippingRateForm,
  context: ShippingRateContext,
): { values: ShippingRateValues; errors: null } | { values: null; errors: ShippingFieldErrors } {
  const errors: ShippingFieldErrors = {}
  const storeKey = form.store === '' ? null : form.store
  if (storeKey !== null && !context.storeKeys.includes(storeKey)) errors.store = 'STORE_UNKNOWN'
  const method = RATE_METHODS.find((candidate) => candidate === form.method) ?? null
  if (!method) errors.method = 'METHOD_UNKNOWN'
  const countries = countryCodesOf(form.countries)
  if (countries.length === 0) errors.countries = 'REQUIRED'
  else if (countries.some((code) => !context.shippableCountries.has(code)))
    errors.countries = 'COUNTRY_UNKNOWN'
  else if (
    method &&
    context.otherRates.some(
      (rate) =>
        rate.method === method &&
        rate.storeKey === storeKey &&
        rate.countries.some((code) => countries.includes(code)),
    )
  )
    errors.countries = 'COUNTRY_TAKEN'
  const priceCents = form.price.trim() === '' ? null : centsOfAmount(form.price)
  if (form.price.trim() === '') errors.price = 'REQUIRED'
  else if (priceCents === null) errors.price = 'PRICE_FORMAT'
  const daysMin = wholeNumber(form.daysMin, DAYS_MAX)
  const daysMax = wholeNumber(form.daysMax, DAYS_MAX)
  if (daysMin === null) errors.daysMin = 'DAYS_FORMAT'
  if (daysMax === null) errors.daysMax = 'DAYS_FORMAT'
  if (daysMin !== null && daysMax !== null && daysMin > daysMax) errors.daysMax = 'DAYS_ORDER'
  const position = form.position.trim() === '' ? 0 : wholeNumber(form.position, 9999)
  if (position === null) errors.position = 'POSITION_FORMAT'
  for (const language of RATE_LANGUAGES)
    for (const field of ['destination', 'carrier'] as const) {
      const text = form[field][language].trim()
      if (text === '') errors[`${field}.${language}`] = 'REQUIRED'
      else if (text.length > TEXT_MAX) errors[`${field}.${language}`] = 'TOO_LONG'
    }
  if (
    Object.keys(errors).length > 0 ||
    !method ||
    priceCents === null ||
    daysMin === null ||
    daysMax === null
  )
    return { values: null, errors }
  const trimmed = (texts: Record<Language, string>) =>
    Object.fromEntries(RATE_LANGUAGES.map((language) => [language, texts[language].trim()])) as Record<
      Language,
      string
    >
  return {
    values: {
      storeKey,
      countries,
      method,
      destination: trimmed(form.destination),
      carrier: trimmed(form.carrier),
      priceCents,
      daysMin,
      daysMax,
      position: position ?? 0,
      enabled: form.enabled,
    },
    errors: null,
  }
}

/** A free-delivery threshold as typed: '' for never free, else euros above 0; null when not right. */
export function thresholdCentsOf(typed: string): { cents: number | null } | null {
  if (typed.trim() === '') return { cents: null }
  const cents = centsOfAmount(typed)
  return cents === null || cents === 0 ? null : { cents }
}
