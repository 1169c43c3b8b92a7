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
  dateTime: {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>

/** Names of the shop's number formats. */
export type NumberFormatName = Exclude<keyof typeof FORMAT_OPTIONS, 'longDate' | 'dateTime'>

type CachedFormat = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.DisplayNames

const formats = new Map<string, CachedFormat>()

/** The format under `key`, made once: creating one costs far more than formatting with it. */
function cached<Format extends CachedFormat>(key: string, make: () => Format): Format {
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
  cached(
    `${locale}|currency|${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  )

/** The format of a unit price excluding VAT on an invoice: two to four decimals (`4,1667 €`), so that quantity × it adds up. */
export const unitPriceFormat = (locale: string, currency: string): Intl.NumberFormat =>
  cached(
    `${locale}|unitPrice|${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      }),
  )

/** The long date format of a locale. */
export const longDateFormat = (locale: string): Intl.DateTimeFormat =>
  cached(`${locale}|longDate`, () => new Intl.DateTimeFormat(locale, FORMAT_OPTIONS.longDate))

/** The long date format of a locale in a time zone (the calendar day as the store's country sees it). */
export const zonedLongDateFormat = (locale: string, timeZone: string): Intl.DateTimeFormat =>
  cached(
    `${locale}|longDate|${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { ...FORMAT_OPTIONS.longDate, timeZone }),
  )

/** The date and time format of a locale in a time zone. */
export const dateTimeFormat = (locale: string, timeZone: string): Intl.DateTimeFormat =>
  cached(
    `${locale}|dateTime|${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { ...FORMAT_OPTIONS.dateTime, timeZone }),
  )

/** The weekday name format of a locale (`lundi`), on UTC dates. */
export const weekdayFormat = (locale: string): Intl.DateTimeFormat =>
  cached(`${locale}|weekday`, () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }))

/** The 24-hour time format of a locale (`09:30`), on UTC dates. */
export const timeOfDayFormat = (locale: string): Intl.DateTimeFormat =>
  cached(
    `${locale}|timeOfDay`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }),
  )

/** The "a, b and c" list format of a locale. */
export const conjunctionFormat = (locale: string): Intl.ListFormat =>
  cached(`${locale}|conjunction`, () => new Intl.ListFormat(locale, { type: 'conjunction' }))

/** The country names of a locale (the footer names the shop's country on every page). */
export const regionNames = (locale: string): Intl.DisplayNames =>
  cached(`${locale}|region`, () => new Intl.DisplayNames([locale], { type: 'region' }))

/** The name of country `code` in `locale` (France, Frankreich …), or the code when it has none. */
export const regionName = (locale: string, code: string): string => regionNames(locale).of(code) ?? code
