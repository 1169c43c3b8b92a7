/** Names of the shop's icons (the icon set of docs/storefront-rules.md#catalogue-data; more join as features need them). */
export type IconName = 'cart' | 'heart' | 'user' | 'search' | 'store' | 'delivery' | 'gift' | 'phone'

// One constant per icon: an island's chunk carries only the paths its code names (the search box its one).
export const cartIconPath =
  'M3 4h2l2.4 10.2a2 2 0 0 0 2 1.8h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2M10 20a1 1 0 1 0 0 .1M17 20a1 1 0 1 0 0 .1'
export const heartIconPath = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'
export const userIconPath = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0'
export const searchIconPath = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5'
export const storeIconPath = 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6'
export const deliveryIconPath = 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1'
export const giftIconPath = 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0'
export const phoneIconPath =
  'M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z'

/** Each icon's path by name, for icons chosen by data (a content widget's) or defined for reuse. */
export const ICON_PATHS: Record<IconName, string> = {
  cart: cartIconPath,
  heart: heartIconPath,
  user: userIconPath,
  search: searchIconPath,
  store: storeIconPath,
  delivery: deliveryIconPath,
  gift: giftIconPath,
  phone: phoneIconPath,
}
