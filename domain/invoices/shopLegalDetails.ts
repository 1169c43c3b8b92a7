import type { StoreLocale } from '../../config/stores.ts'
import { COMPANY } from '../../config/shopConfig.ts'
import { shopperText } from '../shopperText.ts'
import { INVOICE_TEXTS } from './invoiceMessages.ts'

/**
 * The seller's legal details an invoice must carry, in `locale`, from the one place the shop
 * keeps them (`COMPANY` in shopConfig.ts, which the legal notice uses too): name and legal
 * form, registered office, register number, VAT number and share capital.
 */
export function shopLegalDetails(locale: StoreLocale) {
  const text = (message: (typeof INVOICE_TEXTS)[keyof typeof INVOICE_TEXTS]) => shopperText(locale, message)
  const office = COMPANY.registeredOffice
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(office.country) ?? office.country
  const capital = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: COMPANY.shareCapital.currency,
    maximumFractionDigits: 0,
  }).format(COMPANY.shareCapital.amount)
  return {
    name: COMPANY.legalName,
    legalForm: text(INVOICE_TEXTS.legalForm),
    address: [...office.streetAddress, `${office.postalCode} ${office.locality}`, country],
    registration: labelled(locale, text(INVOICE_TEXTS.registration), COMPANY.tradeRegister.number),
    vatId: labelled(locale, text(INVOICE_TEXTS.vatId), COMPANY.vatId),
    shareCapital: labelled(locale, text(INVOICE_TEXTS.shareCapital), capital),
  }
}

/** An amount in the store's money format (`12,50 €` in fr-FR, `€12.50` in en-GB). */
export function formatInvoiceMoney(amount: number, currency: string, locale: StoreLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
}

/** A unit price excluding VAT, to four decimals where its cent is not whole (`4,1667 €`, `4,17 €`): so that quantity × unit price adds up. */
export function formatInvoiceUnitPrice(amount: number, currency: string, locale: StoreLocale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(amount)
}

/** `Label: value`, with French typography's narrow no-break space before the colon in French. */
export function labelled(locale: StoreLocale, label: string, value: string): string {
  return locale.startsWith('fr') ? `${label}\u202f: ${value}` : `${label}: ${value}`
}
