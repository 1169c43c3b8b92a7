/**
 * The shop configuration shared by the rules, the resolvers, the seed, the pages and the
 * `shop` query. Values that differ per store come from `config/stores.ts`.
 */

/**
 * The brand's own domain, the one place it is written: e-mail addresses and the company
 * details use it (store base URLs come from the environment).
 */
export const BRAND_DOMAIN = 'pantoufle-et-co.fr'

/** A postal address, shaped like the API's PostalAddress; `country` is ISO 3166-1 alpha-2. */
export interface PostalAddress {
  streetAddress: string[]
  postalCode: string
  locality: string
  country: string
}

/** A weekday (`monday` … `sunday`) and its opening slots in 24-hour `HH:mm`; no slot means closed. */
export interface OpeningDay {
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'
  opening: { from: string; to: string }[]
}

/** Registered office and workshops in the Vosges, also where returns are sent. */
const WORKSHOP_ADDRESS: PostalAddress = {
  streetAddress: ['14 rue des Tisserands'],
  postalCode: '88400',
  locality: 'Gérardmer',
  country: 'FR',
}

const WEEKDAY_HOURS = [
  { from: '09:00', to: '12:30' },
  { from: '13:30', to: '18:00' },
]

/** Where the workshops are (WGS 84), for the map of the about-us page. */
export const WORKSHOP_LOCATION = { lat: 48.0722, lng: 6.8781 } as const

/**
 * Customer service: phone, e-mail, postal address and opening hours (French time), as the shop
 * had them before the back office's settings (migration 0070 wrote them; a setting without a row
 * falls back to them, domain/shop/shopSettings.ts).
 */
export const CONTACT = {
  phone: '+33 3 29 60 12 34',
  email: `bonjour@${BRAND_DOMAIN}`,
  address: WORKSHOP_ADDRESS,
  openingHours: [
    { day: 'monday', opening: WEEKDAY_HOURS },
    { day: 'tuesday', opening: WEEKDAY_HOURS },
    { day: 'wednesday', opening: WEEKDAY_HOURS },
    { day: 'thursday', opening: WEEKDAY_HOURS },
    { day: 'friday', opening: WEEKDAY_HOURS },
    { day: 'saturday', opening: [{ from: '10:00', to: '13:00' }] },
    { day: 'sunday', opening: [] },
  ] as OpeningDay[],
} as const

const HOST_ADDRESS: PostalAddress = {
  streetAddress: ['2 rue Kellermann'],
  postalCode: '59100',
  locality: 'Roubaix',
  country: 'FR',
}

/**
 * The company behind the shop, as the legal notice (and the German Impressum) must name it:
 * the values before the back office's settings, like {@link CONTACT}.
 */
export const COMPANY = {
  legalName: 'Pantoufle & Co SAS',
  /** French legal form: société par actions simplifiée. */
  legalForm: 'SAS',
  shareCapital: { amount: 120_000, currency: 'EUR' },
  registeredOffice: WORKSHOP_ADDRESS,
  /** Trade and companies register (RCS) of the registry court of Épinal. */
  tradeRegister: { court: 'Épinal', number: 'RCS Épinal 912 345 675' },
  vatId: 'FR65912345675',
  /** Director of publication, also the company's president (its legal representative). */
  publicationDirector: 'Claire Vautrin',
  host: { name: 'OVH SAS', address: HOST_ADDRESS, phone: '+33 9 72 10 10 07' },
} as const

/** Shop-wide settings exposed through `shop { config }` (its contact and company are the back office's settings). */
export const SHOP_CONFIG = {
  rootCategoryPath: '1/3/',
  rootCategoryId: 3,
  websiteId: 14,
  colorAttributeId: 93,
  defaultProductImage: '/media/artwork/placeholder-grey-default-medium.svg',
  availablePageSizes: [30, 60] as readonly number[],
  /** Page size when no size is available. */
  fallbackPageSize: 9,
  /** Listing minPrice/maxPrice are prices including VAT, compared with shelf prices as given: divided by 1 (docs/vat.md). */
  priceTaxDivisor: 1,
  search: {
    dynamicFacetSize: 10,
    ignoredAttributeKeys: ['description', 'name', 'image', 'status', 'tax_class_id'] as readonly string[],
    minQueryLength: 2,
  },
  /**
   * Longest list a request may carry, in any argument (docs/security.md): the storefront's largest
   * is a guest's whole wishlist (100 items, its own cap) moved at once; the footer asks for 6 legal
   * links, the quick order 20 rows.
   */
  maxArrayLength: 100,
  defaultTitle: 'Chaussons, chaussettes et vêtements douillets',
  defaultDescription: 'Chaussons, chaussettes et vêtements d’intérieur pour homme, femme et enfant.',
  useUserTitles: false,
  cookieMaxAgeDays: 396,
  clientLog: { defaultIntervalMs: 30_000, minimumIntervalMs: 1000 },
} as const

/** Feature flags known to the shop; the database row decides whether each is on. */
export const FEATURE_FLAGS = [
  'wishlist',
  'reviews',
  'giftcard',
  'quick_order',
  'pickup_points',
  'store_credit',
] as const

/** Icon names of the icon set. */
export const ICON_NAMES = [
  'cart',
  'heart',
  'user',
  'store',
  'delivery',
  'locker',
  'gift',
  'download',
  'search',
  'calendar',
  'phone',
  'facebook',
  'instagram',
  'pinterest',
  'youtube',
  'flag-fr',
  'flag-it',
  'flag-de',
  'flag-en',
] as const

/** The sku of the shop's gift card (the am_giftcard form of its product page), which every page's footer links to. */
export const GIFT_CARD_SKU = 'GIFTCARD'

/** Id of the category of patterns and guides sold as files (out of the menu; the footer links to it). */
export const PATTERNS_CATEGORY_ID = 400

/** The most pieces one cart line may hold; a larger quantity is refused, not cut. */
export const MAX_CART_LINE_QUANTITY = 999

/**
 * Days after delivery during which a delivered order's goods may be asked back (a return). The
 * EU's withdrawal period is 14 days; the shop gives 30, as many EU shops do.
 */
export const RETURN_PERIOD_DAYS = 30
