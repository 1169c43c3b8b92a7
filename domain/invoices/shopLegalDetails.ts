import type { StoreLocale } from '../../config/stores.ts'
import type { TaxDocumentSeller } from '../../db/tables.ts'
import { shopperText } from '../shopperText.ts'
import { INVOICE_TEXTS } from './invoiceMessages.ts'

/**
 * The seller's legal details an invoice must carry, in `locale`, as the document keeps them
 * from its issue (`documentSeller.ts`, the shop's settings then): name and legal form,
 * registered office, register number, VAT number, share capital and e-mail.
 */
export function shopLegalDetails(locale: StoreLocale, seller: TaxDocumentSeller) {
  const text = (message: (typeof INVOICE_TEXTS)[keyof typeof INVOICE_TEXTS]) => shopperText(locale, message)
  const office = seller.address
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(office.country) ?? office.country
  const capital = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(seller.shareCapital)
  return {
    name: seller.legalName,
    legalForm: text(INVOICE_TEXTS.legalForm),
    address: [...office.streetAddress, `${office.postalCode} ${office.locality}`, country],
    registration: labelled(locale, text(INVOICE_TEXTS.registration), seller.tradeRegisterNumber),
    vatId: labelled(locale, text(INVOICE_TEXTS.vatId), seller.vatId),
    shareCapital: labelled(locale, text(INVOICE_TEXTS.shareCapital), capital),
    email: seller.email,
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
