import type { Language } from '../../tables.ts'

/** Text made safe for CMS HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * A placeholder of one of the shop's settings (`{{shop:vatId}}`): the page shows the value
 * the back office sets, filled in when it is read (domain/cms/settingPlaceholders.ts).
 */
export function settingPlaceholder(name: string): string {
  return `{{shop:${name}}}`
}

/** The company's legal name. */
export const LEGAL_NAME = settingPlaceholder('legalName')

/** The workshop and registered office address on one line, with the country in the page's language. */
export function addressLine(_language: Language): string {
  return settingPlaceholder('address')
}

/** The customer service phone number as a phone link. */
export function phoneLink(): string {
  return settingPlaceholder('phoneLink')
}

/** The customer service e-mail address as a mail link. */
export function emailLink(): string {
  return settingPlaceholder('emailLink')
}

/** The share capital, formatted in the page's language. */
export function shareCapital(_language: Language): string {
  return settingPlaceholder('shareCapital')
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
