import type { Language, LocalizedText } from '../../tables.ts'
import { CONTACT, COMPANY, type PostalAddress } from '../../../config/shopConfig.ts'

/** Text made safe for CMS HTML (the company name holds an ampersand). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const LOCALES: Record<Language, string> = { fr: 'fr-FR', de: 'de-DE', en: 'en-GB', it: 'it-IT' }
const FRANCE: LocalizedText = { fr: 'France', de: 'Frankreich', en: 'France', it: 'Francia' }

/** The company's legal name, escaped for HTML. */
export const LEGAL_NAME = escapeHtml(COMPANY.legalName)

/** An address on one line, with the country named in `language`. */
export function formatAddress(address: PostalAddress, language: Language): string {
  const country = address.country === 'FR' ? FRANCE[language] : address.country
  return `${address.streetAddress.join(', ')}, ${address.postalCode} ${address.locality}, ${country}`
}

/** The workshop and registered office address on one line, with the country in `language`. */
export function addressLine(language: Language): string {
  return formatAddress(CONTACT.address, language)
}

/** The customer service phone number as a phone link. */
export function phoneLink(): string {
  return `<a href="tel:${CONTACT.phone.replace(/\s/g, '')}">${CONTACT.phone}</a>`
}

/** The customer service e-mail address as a mail link. */
export function emailLink(): string {
  return `<a href="mailto:${CONTACT.email}">${CONTACT.email}</a>`
}

/** An amount in euros written the way `language` writes money. */
export function euros(amount: number, language: Language): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount)
}

/** The share capital, formatted for `language`. */
export function shareCapital(language: Language): string {
  return euros(COMPANY.shareCapital.amount, language)
}

/** A heading and its paragraphs or lists as one block of CMS HTML. */
export function section(heading: string, ...body: string[]): string {
  return [
    `<h2>${heading}</h2>`,
    ...body.map((part) => (part.startsWith('<') ? part : `<p>${part}</p>`)),
  ].join('')
}

/** An unordered list of CMS HTML items. */
export function list(...items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
}
