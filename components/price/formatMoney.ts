import type { StoreLocale } from '../../config/stores.ts'

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * Formats an amount in the store's locale: `12,90 €` in fr-FR, `€12.90` in en-GB,
 * `12,90 €` in de-DE and it-IT. Formatters are cached: creating one is costly.
 */
export function formatMoney(amount: number, currency: string, locale: StoreLocale): string {
  const key = `${locale}:${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formatters.set(key, formatter)
  }
  return formatter.format(amount)
}

/** Formats a date (ISO string or Date) in the store's locale, e.g. `22 novembre 2026`. */
export function formatDate(value: string | Date, locale: StoreLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(typeof value === 'string' ? new Date(value) : value)
}
