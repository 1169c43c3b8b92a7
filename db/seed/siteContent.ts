import type { Insertable } from 'kysely'
import type {
  CmsBlockTable,
  CmsPageTable,
  CustomLinkTable,
  FaqEntryTable,
  Language,
  LocalizedText,
  TranslationTable,
} from '../tables.ts'
import { LANGUAGES, localize } from './languages.ts'
import { blockContent, blockWords, homeContent, pageBuilderContent, textPageContent } from './cmsContent.ts'
import { CONTACT, WORKSHOP_LOCATION } from '../../config/shopConfig.ts'
import { sizeGuidePdfPath } from '../../config/sizeGuide.ts'
import {
  LEGAL_PAGE_IDENTIFIERS,
  LEGAL_PAGE_KEYS,
  legalPageLink,
  legalPagePath,
  type LegalPageIdentifier,
} from '../../config/legalPageKeys.ts'
import { addressLine } from './legal/legalFacts.ts'
import { legalNoticeText } from './legal/legalNoticeText.ts'
import { termsOfSaleText } from './legal/termsOfSaleText.ts'
import { privacyPolicyText } from './legal/privacyPolicyText.ts'
import { cookiePolicyText } from './legal/cookiePolicyText.ts'
import { deliveryText } from './legal/deliveryText.ts'
import { accessibilityText } from './legal/accessibilityText.ts'
import { returnsText, RETURN_DAYS } from './legal/returnsText.ts'

/** CMS pages, blocks, FAQ, translations and custom links. */
export interface SiteContentRows {
  pages: Insertable<CmsPageTable>[]
  blocks: Insertable<CmsBlockTable>[]
  faq: Insertable<FaqEntryTable>[]
  translations: Insertable<TranslationTable>[]
  customLinks: Insertable<CustomLinkTable>[]
}

/** CMS pages: identifier, URL key and title per language. */
export const CMS_PAGES: readonly { identifier: string; urlKeys: LocalizedText; titles: LocalizedText }[] = [
  {
    identifier: 'home',
    urlKeys: { fr: 'home', de: 'home', en: 'home', it: 'home' },
    titles: { fr: 'Accueil', de: 'Startseite', en: 'Home', it: 'Home' },
  },
  {
    identifier: 'about-us',
    urlKeys: { fr: 'qui-sommes-nous', de: 'ueber-uns', en: 'about-us', it: 'chi-siamo' },
    titles: { fr: 'Qui sommes-nous\u202f?', de: 'Über uns', en: 'About us', it: 'Chi siamo' },
  },
  ...LEGAL_PAGE_IDENTIFIERS.map((identifier) => ({ identifier, ...LEGAL_PAGE_KEYS[identifier] })),
]

/** The text of each legal and shop information page, per language. */
const LEGAL_PAGE_TEXTS: Record<LegalPageIdentifier, (language: Language) => string[]> = {
  'legal-notice': legalNoticeText,
  'terms-of-sale': termsOfSaleText,
  'privacy-policy': privacyPolicyText,
  cookies: cookiePolicyText,
  delivery: deliveryText,
  returns: returnsText,
  accessibility: accessibilityText,
}

const PARAGRAPHS: LocalizedText = {
  fr: `Depuis 1987, nous fabriquons des chaussons dans les Vosges. Nos ateliers de ${CONTACT.address.locality} travaillent la laine et le feutre.`,
  de: `Seit 1987 fertigen wir Hausschuhe in den Vogesen. Unsere Werkstätten in ${CONTACT.address.locality} verarbeiten Wolle und Filz.`,
  en: `Since 1987 we have been making slippers in the Vosges. Our workshops in ${CONTACT.address.locality} craft wool and felt.`,
  it: `Dal 1987 produciamo pantofole nei Vosgi. I nostri laboratori di ${CONTACT.address.locality} lavorano lana e feltro.`,
}

const FAQ: readonly { topic: LocalizedText; question: LocalizedText; answer: LocalizedText }[] = [
  {
    topic: { fr: 'Livraison', de: 'Lieferung', en: 'Delivery', it: 'Spedizione' },
    question: {
      fr: 'Quels sont les délais de livraison\u202f?',
      de: 'Wie lange dauert die Lieferung?',
      en: 'How long does delivery take?',
      it: 'Quali sono i tempi di consegna?',
    },
    answer: {
      fr: `Comptez 2 à 5 jours ouvrés en France selon le mode de livraison, 3 à 6 jours ailleurs\u202f: voir ${legalPageLink('delivery', 'fr', 'tarifs et délais de livraison')}.`,
      de: `Rechnen Sie mit 3 bis 5 Werktagen nach Deutschland; alle Länder unter ${legalPageLink('delivery', 'de', 'Versandkosten und Lieferzeiten')}.`,
      en: `Allow 2 to 5 working days in France, depending on the delivery method, and 3 to 6 elsewhere: see ${legalPageLink('delivery', 'en', 'delivery rates and times')}.`,
      it: `Da 4 a 6 giorni lavorativi in Italia: vedi ${legalPageLink('delivery', 'it', 'costi e tempi di consegna')}.`,
    },
  },
  {
    topic: { fr: 'Retours', de: 'Rückgabe', en: 'Returns', it: 'Resi' },
    question: {
      fr: 'Comment retourner un article\u202f?',
      de: 'Wie sende ich einen Artikel zurück?',
      en: 'How do I return an item?',
      it: 'Come restituisco un articolo?',
    },
    answer: {
      fr: `Depuis votre compte, rubrique Retours, sous ${RETURN_DAYS} jours et gratuitement\u202f: voir ${legalPageLink('returns', 'fr', 'retours et droit de rétractation')}.`,
      de: `In Ihrem Konto unter Rücksendungen, innerhalb von ${RETURN_DAYS} Tagen und kostenlos: siehe ${legalPageLink('returns', 'de', 'Widerrufsrecht und Rückgabe')}.`,
      en: `From your account, under Returns, within ${RETURN_DAYS} days and free of charge: see ${legalPageLink('returns', 'en', 'returns and right of withdrawal')}.`,
      it: `Dal tuo account, sezione Resi, entro ${RETURN_DAYS} giorni e gratis: vedi ${legalPageLink('returns', 'it', 'resi e diritto di recesso')}.`,
    },
  },
  {
    topic: { fr: 'Tailles', de: 'Größen', en: 'Sizes', it: 'Taglie' },
    question: {
      fr: 'Mes chaussons taillent-ils grand\u202f?',
      de: 'Fallen die Hausschuhe groß aus?',
      en: 'Do the slippers run large?',
      it: 'Le pantofole vestono grandi?',
    },
    answer: {
      fr: `Ils taillent normalement\u202f; entre deux tailles, prenez la plus grande. Mesurez votre pied avec notre <a href="${sizeGuidePdfPath('fr')}">guide des tailles</a>.`,
      de: `Sie fallen normal aus; zwischen zwei Größen die größere wählen. Messen Sie Ihren Fuß mit unserer <a href="${sizeGuidePdfPath('de')}">Größentabelle</a>.`,
      en: `They are true to size; between sizes, take the larger one. Measure your foot with our <a href="${sizeGuidePdfPath('en')}">size guide</a>.`,
      it: `Vestono regolari; tra due taglie, scegli la più grande. Misura il piede con la nostra <a href="${sizeGuidePdfPath('it')}">guida alle taglie</a>.`,
    },
  },
  {
    topic: { fr: 'Paiement', de: 'Zahlung', en: 'Payment', it: 'Pagamento' },
    question: {
      fr: 'Quels moyens de paiement acceptez-vous\u202f?',
      de: 'Welche Zahlungsarten gibt es?',
      en: 'Which payment methods do you accept?',
      it: 'Quali metodi di pagamento accettate?',
    },
    answer: {
      fr: `Carte bancaire, portefeuilles et cartes cadeaux, comme le précisent nos ${legalPageLink('terms-of-sale', 'fr', 'conditions générales de vente')}.`,
      de: `Karte, digitale Geldbörsen und Geschenkkarten, wie in unseren ${legalPageLink('terms-of-sale', 'de', 'AGB')} beschrieben.`,
      en: `Cards, wallets and gift cards, as set out in our ${legalPageLink('terms-of-sale', 'en', 'terms and conditions')}.`,
      it: `Carta, wallet e carte regalo, come indicato nelle ${legalPageLink('terms-of-sale', 'it', 'condizioni generali di vendita')}.`,
    },
  },
]

const TRANSLATIONS: Record<string, LocalizedText> = {
  'footer.newsletter': {
    fr: 'Inscrivez-vous à la newsletter',
    de: 'Newsletter abonnieren',
    en: 'Sign up for our newsletter',
    it: 'Iscriviti alla newsletter',
  },
  'header.promo': {
    fr: 'Livraison offerte dès 49 €',
    de: 'Kostenloser Versand ab 49 €',
    en: 'Free delivery from €49',
    it: 'Spedizione gratuita da 49 €',
  },
  'product.madeIn': {
    fr: 'Fabriqué en France',
    de: 'Hergestellt in Frankreich',
    en: 'Made in France',
    it: 'Prodotto in Francia',
  },
  'cart.empty': {
    fr: 'Votre panier est vide',
    de: 'Ihr Warenkorb ist leer',
    en: 'Your basket is empty',
    it: 'Il carrello è vuoto',
  },
}

/** Custom links: the menu's (2–4) and the footer's legal pages (5–11, see FOOTER_LEGAL_LINK_IDS). */
const CUSTOM_LINKS: Record<string, { labels: LocalizedText; url: LocalizedText }> = {
  '2': { labels: { fr: 'FAQ', de: 'FAQ', en: 'FAQ', it: 'FAQ' }, url: localize(() => '/Faq') },
  '3': {
    labels: { fr: 'Contact', de: 'Kontakt', en: 'Contact', it: 'Contatti' },
    url: localize(() => '/contact'),
  },
  '4': {
    labels: { fr: 'Guide des tailles', de: 'Größentabelle', en: 'Size guide', it: 'Guida alle taglie' },
    url: localize(sizeGuidePdfPath),
  },
  ...Object.fromEntries(
    LEGAL_PAGE_IDENTIFIERS.map((identifier, index) => [
      String(index + 5),
      {
        labels: LEGAL_PAGE_KEYS[identifier].titles,
        url: localize((language) => legalPagePath(identifier, language)),
      },
    ]),
  ),
}

/** Builds the site content in every language; `skus` feed the product widgets. */
export function buildSiteContent(skus: readonly string[]): SiteContentRows {
  const rows: SiteContentRows = { pages: [], blocks: [], faq: [], translations: [], customLinks: [] }
  for (const language of LANGUAGES) {
    for (const page of CMS_PAGES)
      rows.pages.push(pageRow(page.identifier, language, page.titles[language], page.urlKeys[language], skus))
    rows.blocks.push(...buildBlocks(language, skus))
    FAQ.forEach((entry, index) =>
      rows.faq.push({
        id: index + 1,
        language,
        topic: entry.topic[language],
        question: entry.question[language],
        answer: entry.answer[language],
        position: index,
      }),
    )
    for (const [id, values] of Object.entries(TRANSLATIONS))
      rows.translations.push({ id, language, value: values[language] })
    for (const [id, link] of Object.entries(CUSTOM_LINKS))
      rows.customLinks.push({ id, language, label: link.labels[language], url: link.url[language] })
  }
  return rows
}

/** The legal and shop information pages in every language, as the seed writes them (skus are not needed for them). */
export function buildLegalPages(): Insertable<CmsPageTable>[] {
  return LANGUAGES.flatMap((language) =>
    LEGAL_PAGE_IDENTIFIERS.map((identifier) =>
      pageRow(
        identifier,
        language,
        LEGAL_PAGE_KEYS[identifier].titles[language],
        LEGAL_PAGE_KEYS[identifier].urlKeys[language],
        [],
      ),
    ),
  )
}

function pageRow(
  identifier: string,
  language: Language,
  title: string,
  urlKey: string,
  skus: readonly string[],
): Insertable<CmsPageTable> {
  if (identifier === 'home' || identifier === 'about-us') {
    const wysiwyg =
      identifier === 'home'
        ? homeContent(language, skus)
        : pageBuilderContent(identifier, language, title, [PARAGRAPHS[language]], workshopPlace(language))
    return {
      identifier,
      language,
      title,
      url_key: urlKey,
      meta_description: PARAGRAPHS[language],
      content: `<p>${PARAGRAPHS[language]}</p>`,
      content_wysiwyg: JSON.stringify(wysiwyg),
    }
  }
  const sections = LEGAL_PAGE_TEXTS[identifier as LegalPageIdentifier](language)
  const content = sections.join('')
  return {
    identifier,
    language,
    title,
    url_key: urlKey,
    meta_description: metaDescription(content),
    content,
    content_wysiwyg: JSON.stringify(textPageContent(identifier, language, title, sections)),
  }
}

/** The about-us map: the workshops, at their address. */
function workshopPlace(language: Language) {
  return { ...WORKSHOP_LOCATION, address: addressLine(language) }
}

/** The page's opening paragraph without markup, cut at a word under 160 characters. */
function metaDescription(html: string): string {
  const text = (/<p>(.*?)<\/p>/.exec(html)?.[1] ?? html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= 160) return text
  return `${text.slice(0, text.lastIndexOf(' ', 159))}…`
}

function buildBlocks(language: Language, skus: readonly string[]): Insertable<CmsBlockTable>[] {
  const words = blockWords(language)
  const block = (identifier: string, title: string, nodes: Parameters<typeof blockContent>[2]) => ({
    identifier,
    language,
    title,
    content: `<p>${title}</p>`,
    content_wysiwyg: JSON.stringify(blockContent(identifier, language, nodes)),
  })
  return [
    block('header-promo', words.reassurance, [
      { widget: 'WidgetTitleText', title: words.reassurance, text: words.text },
    ]),
    block('push-gift-guide', words.cta, [
      {
        widget: 'WidgetPush',
        media: 'banner-3',
        hoverMedia: 'banner-4',
        label: words.title,
        ctaLabel: words.cta,
        ctaLink: '/category/130',
        displayType: 'card',
        isCategoryLink: true,
      },
    ]),
    block('reassurance', words.reassurance, [
      {
        widget: 'WidgetReassurance',
        items: [{ icon: 'delivery', title: words.reassurance, text: words.text }],
      },
    ]),
    block('home-carousel', words.carousel, [
      {
        widget: 'WidgetProductCarousel',
        products: skus.slice(0, 8),
        title: words.carousel,
        headingLevel: 2,
        ctaLink: '/category/100',
        ctaLabel: words.cta,
      },
    ]),
  ]
}
