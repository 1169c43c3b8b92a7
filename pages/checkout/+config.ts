// https://vike.dev/config
import type { Config } from 'vike/types'

// Checkout pages carry per-shopper data: never stored by shared caches.
export default {
  layout: 'checkout',
  cacheControl: 'private, no-store',
  theme: 'white',
} satisfies Config
