import type { Language } from '../tables.ts'

/** A node of stored Wysiwyg content: a page-builder node or a widget. */
export type StoredNode =
  | { node: string; html?: string; childNodes?: StoredNode[] }
  | ({ widget: string; availableFrom?: string | null } & Record<string, unknown>)

/** Stored Wysiwyg content (JSON in `content_wysiwyg`). */
export interface StoredWysiwyg {
  data: { dataId: string }
  childNodes: StoredNode[]
}

type Words = Record<
  'title' | 'text' | 'cta' | 'quote' | 'lookbook' | 'theme' | 'carousel' | 'reassurance',
  string
>

const WORDS: Record<Language, Words> = {
  fr: {
    title: 'Bien au chaud cet hiver',
    text: 'Des chaussons en laine pour toute la famille.',
    cta: 'Découvrir',
    quote: '«\u202fLe confort commence par les pieds.\u202f»',
    lookbook: 'Lookbook cocooning',
    theme: 'Soirée au coin du feu',
    carousel: 'Nos nouveautés',
    reassurance: 'Livraison offerte dès 49 €',
  },
  de: {
    title: 'Warm durch den Winter',
    text: 'Hausschuhe aus Wolle für die ganze Familie.',
    cta: 'Entdecken',
    quote: '„Komfort beginnt bei den Füßen.“',
    lookbook: 'Kuschel-Lookbook',
    theme: 'Abend am Kamin',
    carousel: 'Unsere Neuheiten',
    reassurance: 'Kostenloser Versand ab 49 €',
  },
  en: {
    title: 'Warm all winter',
    text: 'Wool slippers for the whole family.',
    cta: 'Discover',
    quote: '“Comfort starts with your feet.”',
    lookbook: 'Cosy lookbook',
    theme: 'An evening by the fire',
    carousel: 'New in',
    reassurance: 'Free delivery from €49',
  },
  it: {
    title: 'Al caldo tutto l’inverno',
    text: 'Pantofole di lana per tutta la famiglia.',
    cta: 'Scopri',
    quote: '«Il comfort comincia dai piedi.»',
    lookbook: 'Lookbook cocooning',
    theme: 'Una sera davanti al camino',
    carousel: 'Le novità',
    reassurance: 'Spedizione gratuita da 49 €',
  },
}

/** What the home page says in one language: each widget its own words, as a brand would write them. */
interface HomeTexts {
  introTitle: string
  introText: string
  seasonTitle: string
  socksText: string
  threePush: readonly [
    { title: string; cta: string },
    { title: string; cta: string },
    { title: string; cta: string },
  ]
  fourEntry: readonly [string, string, string, string]
  newIn: string
  newInCta: string
  quote: string
  quoteBy: string
  quoteText: string
  quoteCta: string
  lookbook: string
  giftTitle: string
  giftCta: string
  review: string
  theme: string
  reassurance: readonly [
    { title: string; text: string },
    { title: string; text: string },
    { title: string; text: string },
  ]
}

const NNBSP = '\u202f'

const HOME_TEXTS: Record<Language, HomeTexts> = {
  fr: {
    introTitle: 'Des chaussons faits dans les Vosges depuis 1987',
    introText:
      'Laine feutrée, semelles en cuir et coutures faites à la main dans notre atelier de Gérardmer, pour toute la famille.',
    seasonTitle: 'Le chausson de la saison',
    socksText:
      'Mérinos et alpaga tricotés serré\u202f: des chaussettes chaudes, douces et solides, de la pointure 19 à 47.',
    threePush: [
      { title: 'Pour lui', cta: 'Chaussons homme' },
      { title: 'Pour elle', cta: 'Chaussons femme' },
      { title: 'Pour les petits pieds', cta: 'Chaussons enfant' },
    ],
    fourEntry: ['Collection homme', 'Collection femme', 'Collection enfant', 'Chaussettes chaudes'],
    newIn: 'Nos nouveautés',
    newInCta: 'Voir toutes les nouveautés',
    quote: `«${NNBSP}Nous fabriquons les chaussons que nous voulons porter chez nous.${NNBSP}»`,
    quoteBy: 'Notre atelier de Gérardmer',
    quoteText: 'Chaque paire est coupée, cousue et contrôlée par les douze personnes de notre atelier.',
    quoteCta: 'Notre histoire',
    lookbook: 'Lookbook cocooning',
    giftTitle: 'Des idées cadeaux pour toute la famille',
    giftCta: 'Trouver un cadeau',
    review: 'Chauds, légers et très bien finis.',
    theme: 'Soirée au coin du feu',
    reassurance: [
      { title: 'Livraison offerte dès 49 €', text: 'En livraison standard, à domicile ou en point relais.' },
      {
        title: 'Retours gratuits sous 30 jours',
        text: 'Échangez ou retournez un article dans les 30 jours suivant la réception.',
      },
      {
        title: 'Un conseil sur une taille\u202f?',
        text: 'Notre service client vous répond du lundi au samedi.',
      },
    ],
  },
  de: {
    introTitle: 'Hausschuhe aus den Vogesen, seit 1987',
    introText:
      'Gefilzte Wolle, Ledersohlen und von Hand genähte Nähte aus unserer Werkstatt in Gérardmer, für die ganze Familie.',
    seasonTitle: 'Der Hausschuh der Saison',
    socksText:
      'Dicht gestrickt aus Merino und Alpaka: warme, weiche und robuste Socken, von Größe 19 bis 47.',
    threePush: [
      { title: 'Für ihn', cta: 'Hausschuhe für Herren' },
      { title: 'Für sie', cta: 'Hausschuhe für Damen' },
      { title: 'Für kleine Füße', cta: 'Hausschuhe für Kinder' },
    ],
    fourEntry: ['Herrenkollektion', 'Damenkollektion', 'Kinderkollektion', 'Warme Socken'],
    newIn: 'Unsere Neuheiten',
    newInCta: 'Alle Neuheiten ansehen',
    quote: '„Wir machen die Hausschuhe, die wir selbst zu Hause tragen wollen.“',
    quoteBy: 'Unsere Werkstatt in Gérardmer',
    quoteText: 'Jedes Paar wird von den zwölf Menschen unserer Werkstatt zugeschnitten, genäht und geprüft.',
    quoteCta: 'Unsere Geschichte',
    lookbook: 'Kuschel-Lookbook',
    giftTitle: 'Geschenkideen für die ganze Familie',
    giftCta: 'Geschenk finden',
    review: 'Warm, leicht und sehr sauber verarbeitet.',
    theme: 'Abend am Kamin',
    reassurance: [
      {
        title: 'Kostenloser Versand ab 49 €',
        text: 'Mit dem Standardversand, nach Hause oder an eine Abholstelle.',
      },
      {
        title: '30 Tage kostenlose Rücksendung',
        text: 'Tauschen oder senden Sie einen Artikel innerhalb von 30 Tagen nach Erhalt zurück.',
      },
      { title: 'Fragen zur Größe?', text: 'Unser Kundenservice ist von Montag bis Samstag für Sie da.' },
    ],
  },
  en: {
    introTitle: 'Slippers made in the Vosges since 1987',
    introText:
      'Felted wool, leather soles and seams sewn by hand in our Gérardmer workshop, for the whole family.',
    seasonTitle: 'The slipper of the season',
    socksText: 'Tightly knitted merino and alpaca: warm, soft and hard-wearing socks, from size 19 to 47.',
    threePush: [
      { title: 'For him', cta: 'Men’s slippers' },
      { title: 'For her', cta: 'Women’s slippers' },
      { title: 'For little feet', cta: 'Kids’ slippers' },
    ],
    fourEntry: ['Men’s collection', 'Women’s collection', 'Kids’ collection', 'Warm socks'],
    newIn: 'New in',
    newInCta: 'See all new arrivals',
    quote: '“We make the slippers we want to wear at home.”',
    quoteBy: 'Our workshop in Gérardmer',
    quoteText: 'Every pair is cut, sewn and checked by the twelve people of our workshop.',
    quoteCta: 'Our story',
    lookbook: 'Cosy lookbook',
    giftTitle: 'Gift ideas for the whole family',
    giftCta: 'Find a gift',
    review: 'Warm, light and beautifully made.',
    theme: 'An evening by the fire',
    reassurance: [
      { title: 'Free delivery from €49', text: 'With standard delivery, to your home or a pickup point.' },
      { title: 'Free returns for 30 days', text: 'Exchange or return an item within 30 days of delivery.' },
      { title: 'Not sure about a size?', text: 'Our customer service answers from Monday to Saturday.' },
    ],
  },
  it: {
    introTitle: 'Pantofole fatte nei Vosgi dal 1987',
    introText:
      'Lana infeltrita, suole in cuoio e cuciture fatte a mano nel nostro laboratorio di Gérardmer, per tutta la famiglia.',
    seasonTitle: 'La pantofola della stagione',
    socksText: 'Merino e alpaca a maglia fitta: calze calde, morbide e resistenti, dalla taglia 19 alla 47.',
    threePush: [
      { title: 'Per lui', cta: 'Pantofole da uomo' },
      { title: 'Per lei', cta: 'Pantofole da donna' },
      { title: 'Per i piedi più piccoli', cta: 'Pantofole da bambino' },
    ],
    fourEntry: ['Collezione uomo', 'Collezione donna', 'Collezione bambino', 'Calze calde'],
    newIn: 'Le novità',
    newInCta: 'Vedi tutte le novità',
    quote: '«Facciamo le pantofole che vogliamo indossare a casa nostra.»',
    quoteBy: 'Il nostro laboratorio di Gérardmer',
    quoteText: 'Ogni paio è tagliato, cucito e controllato dalle dodici persone del nostro laboratorio.',
    quoteCta: 'La nostra storia',
    lookbook: 'Lookbook cocooning',
    giftTitle: 'Idee regalo per tutta la famiglia',
    giftCta: 'Trova un regalo',
    review: 'Calde, leggere e rifinite benissimo.',
    theme: 'Una sera davanti al camino',
    reassurance: [
      {
        title: 'Spedizione gratuita da 49 €',
        text: 'Con la spedizione standard, a casa o in un punto di ritiro.',
      },
      {
        title: 'Resi gratuiti entro 30 giorni',
        text: 'Cambia o restituisci un articolo entro 30 giorni dalla consegna.',
      },
      { title: 'Dubbi sulla taglia?', text: 'Il nostro servizio clienti ti risponde dal lunedì al sabato.' },
    ],
  },
}

/** How many distinct products the home page shows: one product push, six in the carousel, four each in the lookbook, the theme and the four-product row. */
export const HOME_PRODUCT_COUNT = 19

/**
 * The home page: one of every widget type, each used for what it is for (a campaign picture,
 * the brand's introduction, one product in the spotlight, the audiences, the new arrivals, a
 * word from the workshop, a lookbook, the gift guide, reviews, a theme, reassurance), and no
 * product twice: `skus` should hold HOME_PRODUCT_COUNT distinct products.
 */
export function homeContent(language: Language, skus: readonly string[]): StoredWysiwyg {
  const texts = HOME_TEXTS[language]
  const sku = (index: number) => skus[index % skus.length] as string
  const fourFrom = (first: number) => ({
    topLeft: sku(first),
    topRight: sku(first + 1),
    bottomLeft: sku(first + 2),
    bottomRight: sku(first + 3),
  })
  return {
    data: { dataId: `home-${language}` },
    childNodes: [
      { widget: 'WidgetFullScreen', media: 'banner-1', link: '/category/110' },
      { widget: 'WidgetTitleText', title: texts.introTitle, text: texts.introText },
      {
        widget: 'WidgetProductPush',
        title: texts.seasonTitle,
        image: 'banner-2',
        product: sku(0),
        mediaHover: 'banner-3',
        link: '/category/210',
      },
      {
        widget: 'WidgetImageText',
        image: 'banner-4',
        text: texts.socksText,
        backgroundColor: '#fff3ed',
        textColor: '#1a1a1a',
        imagePosition: 'left',
        link: '/category/120',
        isCategoryLink: true,
        fontSize: 'large',
      },
      {
        widget: 'WidgetParallaxImage',
        images: ['banner-5', 'banner-6'],
        link: '/category/130',
        isCategoryLink: true,
      },
      {
        widget: 'WidgetThreePush',
        images: texts.threePush.map((push, index) => ({
          media: `banner-${index + 1}`,
          title: push.title,
          labelCta: push.cta,
          link: `/category/${index + 1}10`,
        })),
      },
      {
        widget: 'WidgetFourEntry',
        entries: texts.fourEntry.map((title, index) => ({
          media: `banner-${index + 3}`,
          title,
          withShadow: index % 2 === 1,
          link: index < 3 ? `/category/${index + 1}00` : '/category/220',
        })),
      },
      {
        widget: 'WidgetProductCarousel',
        products: [1, 2, 3, 4, 5, 6].map(sku),
        title: texts.newIn,
        headingLevel: 2,
        ctaLink: '/category/100',
        ctaLabel: texts.newInCta,
      },
      {
        widget: 'WidgetImageQuote',
        media: 'banner-7',
        imagePosition: 'right',
        imageFormat: 'portrait',
        title: texts.quote,
        headingLevel: 3,
        subtitle: texts.quoteBy,
        text: texts.quoteText,
        ctaLabel: texts.quoteCta,
        ctaLink: '/about-us',
        backgroundColor: '#408fdb',
        fontSize: 'medium',
      },
      { widget: 'WidgetLookbook', title: texts.lookbook, corners: fourFrom(7), media: 'banner-8' },
      {
        widget: 'WidgetPush',
        media: 'banner-9',
        hoverMedia: 'banner-10',
        label: texts.giftTitle,
        ctaLabel: texts.giftCta,
        ctaLink: '/category/300',
        displayType: 'large',
        isCategoryLink: true,
      },
      {
        widget: 'WidgetEkomi',
        rating: { ratingNumber: 1873, average: 4.7 },
        lastFeedback: {
          firstname: 'Camille',
          review: texts.review,
          submitted: '2026-10-28T09:12:00Z',
          rating: 5,
          bestRating: 5,
          neutralPercent: 4,
          negativePercent: 2,
          dataRatingPercent: 94,
        },
      },
      {
        widget: 'WidgetTheme',
        mediaPosition: 'left',
        link: '/category/200',
        corners: fourFrom(11),
        media: 'banner-2',
        title: texts.theme,
      },
      { widget: 'WidgetFourProduct', products: [15, 16, 17, 18].map(sku) },
      {
        widget: 'WidgetReassurance',
        items: texts.reassurance.map((item, index) => ({
          icon: ['delivery', 'store', 'phone'][index],
          title: item.title,
          text: item.text,
        })),
      },
      {
        widget: 'WidgetProductPush',
        availableFrom: '2099-01-01T00:00:00Z',
        title: 'future',
        image: 'banner-1',
        product: sku(1),
        mediaHover: null,
        link: '/',
      },
      { widget: 'WidgetInvalidData', reason: 'A widget whose stored data could not be read' },
    ],
  }
}

const CONTACT_LABELS: Record<Language, string> = {
  fr: 'Nous contacter',
  de: 'Kontakt aufnehmen',
  en: 'Contact us',
  it: 'Contattaci',
}

/** A place shown by a map node: coordinates and the address written beside them. */
export interface MapPlace {
  lat: number
  lng: number
  address: string
}

/** A page made of every page-builder node kind (row, heading, image, slider, button, map). */
export function pageBuilderContent(
  identifier: string,
  language: Language,
  title: string,
  paragraphs: readonly string[],
  place: MapPlace,
): StoredWysiwyg {
  return {
    data: { dataId: `${identifier}-${language}` },
    childNodes: [
      {
        node: 'row',
        childNodes: [
          { node: 'heading', html: `<h1>${title}</h1>` },
          ...paragraphs.map((text) => ({ node: 'default', html: `<p>${text}</p>` })),
          { node: 'image', html: '<img src="/media/artwork/banner-grey-default-medium.svg" alt="">' },
          {
            node: 'slider',
            childNodes: [1, 2].map((index) => ({
              node: 'slide',
              html: `<img src="/media/artwork/banner-blue-default-small.svg" alt="${index}">`,
            })),
          },
          { node: 'button-item', html: `<a href="/contact">${CONTACT_LABELS[language]}</a>` },
          {
            node: 'map',
            html: `<div data-lat="${place.lat}" data-lng="${place.lng}" data-address="${place.address}"></div>`,
          },
        ],
      },
    ],
  }
}

/** A text page (legal and shop information pages): its title, then one text node per section. */
export function textPageContent(
  identifier: string,
  language: Language,
  title: string,
  sections: readonly string[],
): StoredWysiwyg {
  return {
    data: { dataId: `${identifier}-${language}` },
    childNodes: [
      {
        node: 'row',
        childNodes: [
          { node: 'heading', html: `<h1>${title}</h1>` },
          ...sections.map((html) => ({ node: 'default', html })),
        ],
      },
    ],
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
