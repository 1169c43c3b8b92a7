import { currencyFormat, longDateFormat } from './cachedFormats.ts'
import type { StoreLocale } from '../../config/stores.ts'

/**
 * Formats an amount in the store's locale: `12,90 €` in fr-FR, `€12.90` in en-GB,
 * `12,90 €` in de-DE and it-IT. Formatters are cached: creating one is costly.
 */
export function formatMoney(amount: number, currency: string, locale: StoreLocale): string {
  return currencyFormat(locale, currency).format(amount)
}

/** Formats a date (ISO string or Date) in the store's locale, e.g. `22 novembre 2026`. */
export function formatDate(value: string | Date, locale: StoreLocale): string {
  return longDateFormat(locale).format(typeof value === 'string' ? new Date(value) : value)
}
