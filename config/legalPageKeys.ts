import type { LabelLanguage } from './stores.ts'

/** Text per language. */
type LocalizedText = Record<LabelLanguage, string>

/** Identifiers of the shop information and legal pages, in footer order. */
export type LegalPageIdentifier =
  'legal-notice' | 'terms-of-sale' | 'privacy-policy' | 'cookies' | 'delivery' | 'returns' | 'accessibility'

/** The legal and shop information pages, in footer order. */
export const LEGAL_PAGE_IDENTIFIERS: readonly LegalPageIdentifier[] = [
  'legal-notice',
  'terms-of-sale',
  'privacy-policy',
  'cookies',
  'delivery',
  'returns',
  'accessibility',
]

/** URL key and title of each legal page per language. */
export const LEGAL_PAGE_KEYS: Record<LegalPageIdentifier, { urlKeys: LocalizedText; titles: LocalizedText }> =
  {
    'legal-notice': {
      urlKeys: { fr: 'mentions-legales', de: 'impressum', en: 'legal-notice', it: 'note-legali' },
      titles: { fr: 'Mentions légales', de: 'Impressum', en: 'Legal notice', it: 'Note legali' },
    },
    'terms-of-sale': {
      urlKeys: {
        fr: 'conditions-generales-de-vente',
        de: 'agb',
        en: 'terms-and-conditions',
        it: 'condizioni-generali-di-vendita',
      },
      titles: {
        fr: 'Conditions générales de vente',
        de: 'Allgemeine Geschäftsbedingungen',
        en: 'Terms and conditions of sale',
        it: 'Condizioni generali di vendita',
      },
    },
    'privacy-policy': {
      urlKeys: {
        fr: 'politique-de-confidentialite',
        de: 'datenschutz',
        en: 'privacy-policy',
        it: 'informativa-privacy',
      },
      titles: {
        fr: 'Politique de confidentialité',
        de: 'Datenschutzerklärung',
        en: 'Privacy policy',
        it: 'Informativa sulla privacy',
      },
    },
    cookies: {
      urlKeys: { fr: 'cookies', de: 'cookies', en: 'cookies', it: 'cookie' },
      titles: {
        fr: 'Politique relative aux cookies',
        de: 'Cookie-Richtlinie',
        en: 'Cookie policy',
        it: 'Informativa sui cookie',
      },
    },
    delivery: {
      urlKeys: { fr: 'livraison', de: 'lieferung', en: 'delivery', it: 'spedizione' },
      titles: {
        fr: 'Livraison',
        de: 'Versand und Lieferung',
        en: 'Shipping and delivery',
        it: 'Spedizione e consegna',
      },
    },
    returns: {
      urlKeys: {
        fr: 'retours-et-retractation',
        de: 'widerruf-und-rueckgabe',
        en: 'returns-and-withdrawal',
        it: 'resi-e-recesso',
      },
      titles: {
        fr: 'Retours et droit de rétractation',
        de: 'Widerrufsrecht und Rückgabe',
        en: 'Returns and right of withdrawal',
        it: 'Resi e diritto di recesso',
      },
    },
    accessibility: {
      urlKeys: { fr: 'accessibilite', de: 'barrierefreiheit', en: 'accessibility', it: 'accessibilita' },
      titles: {
        fr: 'Déclaration d’accessibilité',
        de: 'Erklärung zur Barrierefreiheit',
        en: 'Accessibility statement',
        it: 'Dichiarazione di accessibilità',
      },
    },
  }

/** Store-relative path of a legal page in `language` (`/mentions-legales`). */
export function legalPagePath(identifier: LegalPageIdentifier, language: LabelLanguage): string {
  return `/${LEGAL_PAGE_KEYS[identifier].urlKeys[language]}`
}

/** A link to a legal page, titled in `language`, as CMS HTML. */
export function legalPageLink(
  identifier: LegalPageIdentifier,
  language: LabelLanguage,
  text = LEGAL_PAGE_KEYS[identifier].titles[language],
): string {
  return `<a href="${legalPagePath(identifier, language)}">${text}</a>`
}
