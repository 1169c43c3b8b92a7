import type { Insertable } from 'kysely'
import type { CmsBlockTable, CmsPageTable, CustomLinkTable, FaqEntryTable, Language, LocalizedText, TranslationTable } from '../tables.ts'
import { LANGUAGES } from './languages.ts'
import { blockContent, blockWords, homeContent, pageBuilderContent } from './cmsContent.ts'

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
  { identifier: 'home', urlKeys: { fr: 'home', de: 'home', en: 'home', it: 'home' }, titles: { fr: 'Accueil', de: 'Startseite', en: 'Home', it: 'Home' } },
  { identifier: 'about-us', urlKeys: { fr: 'qui-sommes-nous', de: 'ueber-uns', en: 'about-us', it: 'chi-siamo' }, titles: { fr: 'Qui sommes-nous ?', de: 'Über uns', en: 'About us', it: 'Chi siamo' } },
  { identifier: 'delivery', urlKeys: { fr: 'livraison', de: 'lieferung', en: 'delivery', it: 'spedizione' }, titles: { fr: 'Livraison et retours', de: 'Lieferung und Rückgabe', en: 'Delivery and returns', it: 'Spedizione e resi' } },
  { identifier: 'legal-notice', urlKeys: { fr: 'mentions-legales', de: 'impressum', en: 'legal-notice', it: 'note-legali' }, titles: { fr: 'Mentions légales', de: 'Impressum', en: 'Legal notice', it: 'Note legali' } },
]

const PARAGRAPHS: LocalizedText = {
  fr: 'Depuis 1987, nous fabriquons des chaussons dans les Vosges. Nos ateliers travaillent la laine et le feutre.',
  de: 'Seit 1987 fertigen wir Hausschuhe in den Vogesen. Unsere Werkstätten verarbeiten Wolle und Filz.',
  en: 'Since 1987 we have been making slippers in the Vosges. Our workshops craft wool and felt.',
  it: 'Dal 1987 produciamo pantofole nei Vosgi. I nostri laboratori lavorano lana e feltro.',
}

const FAQ: readonly { topic: LocalizedText; question: LocalizedText; answer: LocalizedText }[] = [
  {
    topic: { fr: 'Livraison', de: 'Lieferung', en: 'Delivery', it: 'Spedizione' },
    question: { fr: 'Quels sont les délais de livraison ?', de: 'Wie lange dauert die Lieferung?', en: 'How long does delivery take?', it: 'Quali sono i tempi di consegna?' },
    answer: { fr: 'Comptez 2 à 4 jours ouvrés.', de: 'Rechnen Sie mit 2 bis 4 Werktagen.', en: 'Allow 2 to 4 working days.', it: 'Da 2 a 4 giorni lavorativi.' },
  },
  {
    topic: { fr: 'Retours', de: 'Rückgabe', en: 'Returns', it: 'Resi' },
    question: { fr: 'Comment retourner un article ?', de: 'Wie sende ich einen Artikel zurück?', en: 'How do I return an item?', it: 'Come restituisco un articolo?' },
    answer: { fr: 'Depuis votre compte, rubrique Retours, sous 30 jours.', de: 'In Ihrem Konto unter Rücksendungen, innerhalb von 30 Tagen.', en: 'From your account, under Returns, within 30 days.', it: 'Dal tuo account, sezione Resi, entro 30 giorni.' },
  },
  {
    topic: { fr: 'Tailles', de: 'Größen', en: 'Sizes', it: 'Taglie' },
    question: { fr: 'Mes chaussons taillent-ils grand ?', de: 'Fallen die Hausschuhe groß aus?', en: 'Do the slippers run large?', it: 'Le pantofole vestono grandi?' },
    answer: { fr: 'Ils taillent normalement ; entre deux tailles, prenez la plus grande.', de: 'Sie fallen normal aus; zwischen zwei Größen die größere wählen.', en: 'They are true to size; between sizes, take the larger one.', it: 'Vestono regolari; tra due taglie, scegli la più grande.' },
  },
  {
    topic: { fr: 'Paiement', de: 'Zahlung', en: 'Payment', it: 'Pagamento' },
    question: { fr: 'Quels moyens de paiement acceptez-vous ?', de: 'Welche Zahlungsarten gibt es?', en: 'Which payment methods do you accept?', it: 'Quali metodi di pagamento accettate?' },
    answer: { fr: 'Carte bancaire, portefeuilles et cartes cadeaux.', de: 'Karte, Wallets und Geschenkkarten.', en: 'Cards, wallets and gift cards.', it: 'Carta, wallet e carte regalo.' },
  },
]

const TRANSLATIONS: Record<string, LocalizedText> = {
  'footer.newsletter': { fr: 'Inscrivez-vous à la newsletter', de: 'Newsletter abonnieren', en: 'Sign up for our newsletter', it: 'Iscriviti alla newsletter' },
  'header.promo': { fr: 'Livraison offerte dès 49 €', de: 'Kostenloser Versand ab 49 €', en: 'Free delivery from €49', it: 'Spedizione gratuita da 49 €' },
  'product.madeIn': { fr: 'Fabriqué en France', de: 'Hergestellt in Frankreich', en: 'Made in France', it: 'Prodotto in Francia' },
  'cart.empty': { fr: 'Votre panier est vide', de: 'Ihr Warenkorb ist leer', en: 'Your basket is empty', it: 'Il carrello è vuoto' },
}

const CUSTOM_LINKS: Record<string, { labels: LocalizedText; url: string }> = {
  '1': { labels: { fr: 'Blog', de: 'Blog', en: 'Blog', it: 'Blog' }, url: 'https://blog.chaussons-shop.example/' },
  '2': { labels: { fr: 'FAQ', de: 'FAQ', en: 'FAQ', it: 'FAQ' }, url: '/Faq' },
  '3': { labels: { fr: 'Contact', de: 'Kontakt', en: 'Contact', it: 'Contatti' }, url: '/contact' },
  '4': { labels: { fr: 'Guide des tailles', de: 'Größentabelle', en: 'Size guide', it: 'Guida alle taglie' }, url: '/media/size-guide.pdf' },
}

/** Builds the site content in every language; `skus` feed the product widgets. */
export function buildSiteContent(skus: readonly string[]): SiteContentRows {
  const rows: SiteContentRows = { pages: [], blocks: [], faq: [], translations: [], customLinks: [] }
  for (const language of LANGUAGES) {
    for (const page of CMS_PAGES) {
      const wysiwyg = page.identifier === 'home' ? homeContent(language, skus) : pageBuilderContent(page.identifier, language, page.titles[language], [PARAGRAPHS[language]])
      rows.pages.push({ identifier: page.identifier, language, title: page.titles[language], url_key: page.urlKeys[language], meta_description: PARAGRAPHS[language], content: `<p>${PARAGRAPHS[language]}</p>`, content_wysiwyg: JSON.stringify(wysiwyg) })
    }
    rows.blocks.push(...buildBlocks(language, skus))
    FAQ.forEach((entry, index) => rows.faq.push({ id: index + 1, language, topic: entry.topic[language], question: entry.question[language], answer: entry.answer[language], position: index }))
    for (const [id, values] of Object.entries(TRANSLATIONS)) rows.translations.push({ id, language, value: values[language] })
    for (const [id, link] of Object.entries(CUSTOM_LINKS)) rows.customLinks.push({ id, language, label: link.labels[language], url: link.url })
  }
  return rows
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
    block('header-promo', words.reassurance, [{ widget: 'WidgetTitleText', title: words.reassurance, text: words.text }]),
    block('push-gift-guide', words.cta, [{ widget: 'WidgetPush', media: 'banner-3', hoverMedia: 'banner-4', label: words.title, ctaLabel: words.cta, ctaLink: '/category/130', displayType: 'card', isCategoryLink: true }]),
    block('reassurance', words.reassurance, [{ widget: 'WidgetReassurance', items: [{ icon: 'delivery', title: words.reassurance, text: words.text }] }]),
    block('home-carousel', words.carousel, [{ widget: 'WidgetProductCarousel', products: skus.slice(0, 8), title: words.carousel, headingLevel: 2, ctaLink: '/category/100', ctaLabel: words.cta }]),
  ]
}

