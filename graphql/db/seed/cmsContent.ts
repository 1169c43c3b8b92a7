import type { Language } from '../tables.ts'

/** A node of stored Wysiwyg content: a page-builder node or a widget (spec §3 CMS content). */
export type StoredNode = { node: string; html?: string; childNodes?: StoredNode[] } | ({ widget: string; availableFrom?: string | null } & Record<string, unknown>)

/** Stored Wysiwyg content (JSON in `content_wysiwyg`). */
export interface StoredWysiwyg {
  data: { dataId: string }
  childNodes: StoredNode[]
}

type Words = Record<'title' | 'text' | 'cta' | 'quote' | 'lookbook' | 'theme' | 'carousel' | 'reassurance', string>

const WORDS: Record<Language, Words> = {
  fr: { title: 'Bien au chaud cet hiver', text: 'Des chaussons en laine pour toute la famille.', cta: 'Découvrir', quote: '« Le confort commence par les pieds. »', lookbook: 'Lookbook cocooning', theme: 'Soirée au coin du feu', carousel: 'Nos nouveautés', reassurance: 'Livraison offerte dès 49 €' },
  de: { title: 'Warm durch den Winter', text: 'Hausschuhe aus Wolle für die ganze Familie.', cta: 'Entdecken', quote: '„Komfort beginnt bei den Füßen.“', lookbook: 'Kuschel-Lookbook', theme: 'Abend am Kamin', carousel: 'Unsere Neuheiten', reassurance: 'Kostenloser Versand ab 49 €' },
  en: { title: 'Warm all winter', text: 'Wool slippers for the whole family.', cta: 'Discover', quote: '“Comfort starts with your feet.”', lookbook: 'Cosy lookbook', theme: 'An evening by the fire', carousel: 'New in', reassurance: 'Free delivery from €49' },
  it: { title: 'Al caldo tutto l’inverno', text: 'Pantofole di lana per tutta la famiglia.', cta: 'Scopri', quote: '«Il comfort comincia dai piedi.»', lookbook: 'Lookbook cocooning', theme: 'Una sera davanti al camino', carousel: 'Le novità', reassurance: 'Spedizione gratuita da 49 €' },
}

/** The home page: one of every widget type, referencing seeded products and media. */
export function homeContent(language: Language, skus: readonly string[]): StoredWysiwyg {
  const words = WORDS[language]
  const sku = (index: number) => skus[index % skus.length] as string
  const corners = { topLeft: sku(0), topRight: sku(1), bottomLeft: sku(2), bottomRight: sku(3) }
  return {
    data: { dataId: `home-${language}` },
    childNodes: [
      { widget: 'WidgetFullScreen', media: 'banner-1', link: '/category/110' },
      { widget: 'WidgetTitleText', title: words.title, text: words.text },
      { widget: 'WidgetProductPush', title: words.carousel, image: 'banner-2', product: sku(0), mediaHover: 'banner-3', link: '/category/210' },
      { widget: 'WidgetImageText', image: 'banner-4', text: words.text, backgroundColor: '#fff3ed', textColor: '#1a1a1a', imagePosition: 'left', link: '/category/120', isCategoryLink: true, fontSize: 'large' },
      { widget: 'WidgetParallaxImage', images: ['banner-5', 'banner-6'], link: '/category/130', isCategoryLink: true },
      { widget: 'WidgetThreePush', images: [1, 2, 3].map((index) => ({ media: `banner-${index}`, title: words.title, labelCta: words.cta, link: `/category/${index}10` })) },
      { widget: 'WidgetFourEntry', entries: [1, 2, 3, 4].map((index) => ({ media: `banner-${index + 2}`, title: words.cta, withShadow: index % 2 === 0, link: `/category/${(index % 3) + 1}00` })) },
      { widget: 'WidgetProductCarousel', products: [0, 1, 2, 3, 4, 5].map(sku), title: words.carousel, headingLevel: 2, ctaLink: '/category/100', ctaLabel: words.cta },
      { widget: 'WidgetImageQuote', media: 'banner-7', imagePosition: 'right', imageFormat: 'portrait', title: words.quote, headingLevel: 3, subtitle: words.title, text: words.text, ctaLabel: words.cta, ctaLink: '/about-us', backgroundColor: '#408fdb', fontSize: 'medium' },
      { widget: 'WidgetLookbook', title: words.lookbook, corners, media: 'banner-8' },
      { widget: 'WidgetPush', media: 'banner-9', hoverMedia: 'banner-10', label: words.title, ctaLabel: words.cta, ctaLink: '/category/300', displayType: 'large', isCategoryLink: true },
      { widget: 'WidgetEkomi', rating: { ratingNumber: 1873, average: 4.7 }, lastFeedback: { firstname: 'Camille', review: words.quote, submitted: '2026-10-28T09:12:00Z', rating: 5, bestRating: 5, neutralPercent: 4, negativePercent: 2, dataRatingPercent: 94 } },
      { widget: 'WidgetTheme', mediaPosition: 'left', link: '/category/200', corners, media: 'banner-2', title: words.theme },
      { widget: 'WidgetFourProduct', products: [4, 5, 6, 7].map(sku) },
      { widget: 'WidgetReassurance', items: [{ icon: 'delivery', title: words.reassurance, text: words.text }, { icon: 'gift', title: words.cta, text: words.text }] },
      { widget: 'WidgetProductPush', availableFrom: '2099-01-01T00:00:00Z', title: 'future', image: 'banner-1', product: sku(1), mediaHover: null, link: '/' },
      { widget: 'WidgetInvalidData', reason: 'A widget whose stored data could not be read' },
    ],
  }
}

const CONTACT_LABELS: Record<Language, string> = { fr: 'Nous contacter', de: 'Kontakt aufnehmen', en: 'Contact us', it: 'Contattaci' }

/** A place shown by a map node: coordinates and the address written beside them. */
export interface MapPlace {
  lat: number
  lng: number
  address: string
}

/** A page made of every page-builder node kind (row, heading, image, slider, button, map). */
export function pageBuilderContent(identifier: string, language: Language, title: string, paragraphs: readonly string[], place: MapPlace): StoredWysiwyg {
  return {
    data: { dataId: `${identifier}-${language}` },
    childNodes: [
      {
        node: 'row',
        childNodes: [
          { node: 'heading', html: `<h1>${title}</h1>` },
          ...paragraphs.map((text) => ({ node: 'default', html: `<p>${text}</p>` })),
          { node: 'image', html: '<img src="/media/artwork/banner-grey-default-medium.svg" alt="">' },
          { node: 'slider', childNodes: [1, 2].map((index) => ({ node: 'slide', html: `<img src="/media/artwork/banner-blue-default-small.svg" alt="${index}">` })) },
          { node: 'button-item', html: `<a href="/contact">${CONTACT_LABELS[language]}</a>` },
          { node: 'map', html: `<div data-lat="${place.lat}" data-lng="${place.lng}" data-address="${place.address}"></div>` },
        ],
      },
    ],
  }
}

/** A text page (legal and shop information pages): its title, then one text node per section. */
export function textPageContent(identifier: string, language: Language, title: string, sections: readonly string[]): StoredWysiwyg {
  return {
    data: { dataId: `${identifier}-${language}` },
    childNodes: [{ node: 'row', childNodes: [{ node: 'heading', html: `<h1>${title}</h1>` }, ...sections.map((html) => ({ node: 'default', html }))] }],
  }
}

/** Wysiwyg content of a block holding one widget. */
export function blockContent(identifier: string, language: Language, nodes: StoredNode[]): StoredWysiwyg {
  return { data: { dataId: `${identifier}-${language}` }, childNodes: nodes }
}

/** Localized words of the block contents. */
export function blockWords(language: Language): Words {
  return WORDS[language]
}
