/** The number and date formats of the shop, by name: a page formats with names, never with new options. */
const FORMAT_OPTIONS = {
  /** A discount, `-20 %` in fr-FR. */
  discount: { style: 'percent', maximumFractionDigits: 0, signDisplay: 'always' },
  /** A percentage extra cost, up to two decimals. */
  rate: { style: 'percent', maximumFractionDigits: 2 },
  /** An average rating, one decimal at most. */
  rating: { maximumFractionDigits: 1 },
  /** A long date, `22 novembre 2026` in fr-FR. */
  longDate: { dateStyle: 'long' },
  /** A long date with the time and its zone, `22 novembre 2026 à 14:05 UTC+1` in fr-FR (legal acknowledgments name both). */
  dateTime: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' },
} as const satisfies Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>

/** Names of the shop's number formats. */
export type NumberFormatName = Exclude<keyof typeof FORMAT_OPTIONS, 'longDate' | 'dateTime'>

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

/** The format under `key`, made once: creating one costs far more than formatting with it. */
function cached<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => Format): Format {
  let format = formats.get(key) as Format | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/** The named number format of a locale (a listing formats dozens of numbers per render). */
export const numberFormat = (locale: string, name: NumberFormatName): Intl.NumberFormat =>
  cached(`${locale}|${name}`, () => new Intl.NumberFormat(locale, FORMAT_OPTIONS[name]))

/** The money format of a locale and currency. */
export const currencyFormat = (locale: string, currency: string): Intl.NumberFormat =>
  cached(`${locale}|currency|${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency }))

/** The long date format of a locale. */
export const longDateFormat = (locale: string): Intl.DateTimeFormat =>
  cached(`${locale}|longDate`, () => new Intl.DateTimeFormat(locale, FORMAT_OPTIONS.longDate))

/** The long date format of a locale in a time zone (the calendar day as the store's country sees it). */
export const zonedLongDateFormat = (locale: string, timeZone: string): Intl.DateTimeFormat =>
  cached(`${locale}|longDate|${timeZone}`, () => new Intl.DateTimeFormat(locale, { ...FORMAT_OPTIONS.longDate, timeZone }))

/** The date and time format of a locale in a time zone. */
export const dateTimeFormat = (locale: string, timeZone: string): Intl.DateTimeFormat =>
  cached(`${locale}|dateTime|${timeZone}`, () => new Intl.DateTimeFormat(locale, { ...FORMAT_OPTIONS.dateTime, timeZone }))
