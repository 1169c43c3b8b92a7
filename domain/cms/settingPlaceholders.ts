import type { Language } from '../../db/tables.ts'
import type { PostalAddress } from '../../config/shopConfig.ts'
import type { ShopSettings } from '../shop/shopSettings.ts'

/** A group of settings a content shows, as its purge tags name it (migration 0070). */
export type SettingGroup = 'contact' | 'company'

const LOCALES: Record<Language, string> = { fr: 'fr-FR', de: 'de-DE', en: 'en-GB', it: 'it-IT' }
const PLACEHOLDER = /\{\{shop:(\w+)\}\}/g

/** Text made safe for HTML (the company name holds an ampersand). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** An address on one line, with the country named in `language`. */
function addressLine(address: PostalAddress, language: Language): string {
  const country =
    new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(address.country) ?? address.country
  return escapeHtml(
    `${address.streetAddress.join(', ')}, ${address.postalCode} ${address.locality}, ${country}`,
  )
}

type Fill = (settings: ShopSettings, language: Language) => string

const contact = (fill: Fill) => ({ group: 'contact' as const, fill })
const company = (fill: Fill) => ({ group: 'company' as const, fill })

/**
 * What each placeholder of a content page (`{{shop:legalName}}`) shows, as HTML, and the group
 * of settings it comes from: the legal pages name the shop's settings this way, so that they
 * show the values the back office sets (docs/back-office.md#shop-settings).
 */
const PLACEHOLDERS: Readonly<Record<string, { group: SettingGroup; fill: Fill }>> = {
  phoneLink: contact(
    ({ phone }) => `<a href="tel:${escapeHtml(phone.replace(/\s/g, ''))}">${escapeHtml(phone)}</a>`,
  ),
  email: contact(({ email }) => escapeHtml(email)),
  emailLink: contact(({ email }) => `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`),
  address: contact(({ address }, language) => addressLine(address, language)),
  locality: contact(({ address }) => escapeHtml(address.locality)),
  legalName: company(({ legalName }) => escapeHtml(legalName)),
  legalForm: company(({ legalForm }) => escapeHtml(legalForm)),
  shareCapital: company(({ shareCapital }, language) =>
    new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(shareCapital),
  ),
  tradeRegisterCourt: company(({ tradeRegisterCourt }) => escapeHtml(tradeRegisterCourt)),
  tradeRegisterNumber: company(({ tradeRegisterNumber }) => escapeHtml(tradeRegisterNumber)),
  vatId: company(({ vatId }) => escapeHtml(vatId)),
  publicationDirector: company(({ publicationDirector }) => escapeHtml(publicationDirector)),
  hostName: company(({ hostName }) => escapeHtml(hostName)),
  host: company(
    ({ hostName, hostAddress, hostPhone }, language) =>
      `${escapeHtml(hostName)}, ${addressLine(hostAddress, language)}, ${escapeHtml(hostPhone)}`,
  ),
}

/** The groups of settings a content's placeholders show (none: it shows no setting). */
export function settingGroupsOf(text: string): SettingGroup[] {
  const groups = new Set<SettingGroup>()
  for (const match of text.matchAll(PLACEHOLDER)) {
    const placeholder = PLACEHOLDERS[match[1] ?? '']
    if (placeholder) groups.add(placeholder.group)
  }
  return [...groups]
}

/**
 * A content's placeholders replaced with the settings in `language`; `inJson` when the text is
 * JSON (a page-builder document), so the values are escaped for a JSON string too. An unknown
 * placeholder is left as written.
 */
export function fillSettingPlaceholders(
  text: string,
  settings: ShopSettings,
  language: Language,
  inJson = false,
): string {
  return text.replace(PLACEHOLDER, (written, name: string) => {
    const placeholder = PLACEHOLDERS[name]
    if (!placeholder) return written
    const html = placeholder.fill(settings, language)
    return inJson ? JSON.stringify(html).slice(1, -1) : html
  })
}
