import {
  currencyFormat,
  dateTimeFormat,
  longDateFormat,
  unitPriceFormat,
  zonedLongDateFormat,
} from './cachedFormats.ts'
import type { StoreLocale } from '../../config/stores.ts'

/**
 * Formats an amount in the store's locale: `12,90 €` in fr-FR, `€12.90` in en-GB,
 * `12,90 €` in de-DE and it-IT. Formatters are cached: creating one is costly.
 */
export function formatMoney(amount: number, currency: string, locale: StoreLocale): string {
  return currencyFormat(locale, currency).format(amount)
}

/** Formats an invoice's unit price excluding VAT, to four decimals where its cent is not whole: `4,1667 €`, `4,17 €`. */
export function formatUnitPrice(amount: number, currency: string, locale: StoreLocale): string {
  return unitPriceFormat(locale, currency).format(amount)
}

/** Formats a date (ISO string or Date) in the store's locale, e.g. `22 novembre 2026`. */
export function formatDate(value: string | Date, locale: StoreLocale): string {
  return longDateFormat(locale).format(typeof value === 'string' ? new Date(value) : value)
}

/** Formats the calendar day of an instant in a time zone, e.g. `22 novembre 2026` (the day as the store's country counts it). */
export function formatDateIn(value: string | Date, locale: StoreLocale, timeZone: string): string {
  return zonedLongDateFormat(locale, timeZone).format(typeof value === 'string' ? new Date(value) : value)
}

/** Formats an instant with its date, time and zone in a time zone, e.g. `22 novembre 2026 à 14:05 UTC+1`. */
export function formatDateTime(value: string | Date, locale: StoreLocale, timeZone: string): string {
  return dateTimeFormat(locale, timeZone).format(typeof value === 'string' ? new Date(value) : value)
}
