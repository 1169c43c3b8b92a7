import type { Selectable } from 'kysely'
import type { StoreLocale } from '../../config/stores.ts'
import type { OrderAddressTable } from '../../db/tables.ts'
import { shopperText } from '../shopperText.ts'
import { INVOICE_TEXTS } from './invoiceMessages.ts'
import { labelled } from './shopLegalDetails.ts'
import type { InvoiceOptionValue } from '../../db/tables.ts'

/** The buyer as an invoice names them (art. 226 (4), (5)): name, company, address, country, VAT number where given, e-mail. */
export function buyerLines(
  billing: Selectable<OrderAddressTable> | null,
  email: string,
  locale: StoreLocale,
): string[] {
  if (!billing) return [email]
  const country =
    new Intl.DisplayNames([locale], { type: 'region' }).of(billing.country_code) ?? billing.country_code
  const vatId = billing.vat_id
    ? labelled(locale, shopperText(locale, INVOICE_TEXTS.vatId), billing.vat_id)
    : ''
  return [
    [billing.firstname, billing.lastname].join(' '),
    billing.company,
    billing.street,
    billing.street_extra,
    `${billing.postcode} ${billing.city}`,
    country,
    vatId,
    email,
  ].filter((line) => line !== '')
}

/** A line's description: its name, its sku and the options and bundle pieces the shopper chose. */
export function lineDescription(
  name: string,
  sku: string,
  options: readonly InvoiceOptionValue[],
  locale: StoreLocale,
): string[] {
  return [
    name,
    labelled(locale, shopperText(locale, INVOICE_TEXTS.sku), sku),
    ...options.map((option) => labelled(locale, option.label, option.value)),
  ]
}

/** A date in the locale's long form (28 novembre 2026). */
export function documentDate(value: Date, locale: StoreLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(value)
}
