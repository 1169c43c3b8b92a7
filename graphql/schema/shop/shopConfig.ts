/**
 * The shop configuration of spec §3 and §9, shared by the resolvers, the seed and the
 * `shop` query. Values that differ per store come from `config/stores.ts`.
 */

import { DEFAULT_TAX_MULTIPLIER } from '../../../config/stores.ts'

/** Gross prices are net prices times this multiplier (spec §9); each store may set its own. */
export const TAX_RATE = DEFAULT_TAX_MULTIPLIER

/** Shop-wide settings exposed through `shop { config }`. */
export const SHOP_CONFIG = {
  rootCategoryPath: '1/3/',
  rootCategoryId: 3,
  websiteId: 14,
  colorAttributeId: 93,
  defaultProductImage: '/media/artwork/placeholder-grey-default-medium.svg',
  availablePageSizes: [30, 60] as readonly number[],
  /** Page size when no size is available (spec §9). */
  fallbackPageSize: 9,
  taxMultiplier: TAX_RATE,
  /** Listing minPrice/maxPrice are divided by this before filtering net prices (spec §5). */
  priceTaxDivisor: TAX_RATE,
  search: {
    dynamicFacetSize: 10,
    ignoredAttributeKeys: ['description', 'name', 'image', 'status', 'tax_class_id'] as readonly string[],
    minQueryLength: 2,
  },
  /** Longest list accepted in a listing parameter (spec §9). */
  maxArrayLength: 9999,
  contact: { phone: '+33 1 84 60 12 34', email: 'bonjour@chaussons-shop.example' },
  defaultTitle: 'Chaussons, chaussettes et vêtements douillets',
  defaultDescription: 'Chaussons, chaussettes et vêtements d’intérieur pour homme, femme et enfant.',
  useUserTitles: false,
  cookieMaxAgeDays: 396,
  clientLog: { defaultIntervalMs: 30_000, minimumIntervalMs: 1000 },
} as const

/** Feature flags known to the shop; the database row decides whether each is on. */
export const FEATURE_FLAGS = ['wishlist', 'reviews', 'giftcard', 'quick_order', 'pickup_points', 'store_credit'] as const

/** Icon names of the icon set (spec §3). */
export const ICON_NAMES = [
  'cart', 'heart', 'user', 'store', 'delivery', 'locker', 'gift', 'download', 'search', 'calendar',
  'phone', 'facebook', 'instagram', 'pinterest', 'youtube', 'flag-fr', 'flag-it', 'flag-de', 'flag-en',
] as const
