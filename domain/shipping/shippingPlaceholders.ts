import type { Language } from '../../db/tables.ts'
import { freeFromCents, publishedRates, type ShippingRate, type ShippingTable } from './shippingTable.ts'

const LOCALES: Record<Language, string> = { fr: 'fr-FR', de: 'de-DE', en: 'en-GB', it: 'it-IT' }
const PLACEHOLDER = /\{\{shipping:(rates|freeFrom)\}\}/g

// French puts a no-break space before a colon.
const COLON: Record<Language, string> = { fr: '\u00a0: ', de: ': ', en: ': ', it: ': ' }

const DAYS: Record<Language, (from: number, to: number) => string> = {
  fr: (from, to) => `${from} à ${to} jours ouvrés`,
  de: (from, to) => `${from} bis ${to} Werktage`,
  en: (from, to) => `${from} to ${to} working days`,
  it: (from, to) => `${from}-${to} giorni lavorativi`,
}

/** A placeholder the delivery page and the terms of sale write for what the shipping tables hold. */
export function shippingPlaceholder(name: 'rates' | 'freeFrom'): string {
  return `{{shipping:${name}}}`
}

/** Whether a content shows the shipping tables (it names one of their placeholders). */
export function showsShipping(text: string): boolean {
  return text.includes('{{shipping:')
}

/** Text made safe for HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** An amount in cents written in euros the way `language` writes money (no cents when whole). */
export function eurosOf(cents: number, language: Language): string {
  const fractionDigits = cents % 100 === 0 ? 0 : 2
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(cents / 100)
}

/** A delivery delay in working days, written for `language`. */
export function workingDays(min: number, max: number, language: Language): string {
  return DAYS[language](min, max)
}

/** A published rate's line of the delivery page, as HTML. */
function rateLine(rate: ShippingRate, language: Language): string {
  return `<strong>${escapeHtml(rate.destination[language])}</strong> – ${escapeHtml(rate.carrier[language])}${COLON[language]}${eurosOf(rate.priceCents, language)}, ${workingDays(rate.daysMin, rate.daysMax, language)}`
}

/**
 * The delivery page's list items of a store's published rates; two rates that read alike (DHL's
 * home delivery and Packstation in Germany) make one line.
 */
function rateItems(table: ShippingTable, storeKey: string, language: Language): string {
  const lines = [...new Set(publishedRates(table, storeKey).map((rate) => rateLine(rate, language)))]
  return lines.map((line) => `<li>${line}</li>`).join('')
}

/**
 * A content's shipping placeholders (`{{shipping:rates}}`, `{{shipping:freeFrom}}`) filled with
 * a store's rates and free-delivery threshold; `inJson` when the text is JSON (a page-builder
 * document), so the values are escaped for a JSON string too.
 */
export function fillShippingPlaceholders(
  text: string,
  table: ShippingTable,
  storeKey: string,
  language: Language,
  inJson = false,
): string {
  return text.replace(PLACEHOLDER, (_written, name: string) => {
    const freeFrom = freeFromCents(table, storeKey)
    const html =
      name === 'rates'
        ? rateItems(table, storeKey, language)
        : freeFrom === null
          ? '–'
          : eurosOf(freeFrom, language)
    return inJson ? JSON.stringify(html).slice(1, -1) : html
  })
}
