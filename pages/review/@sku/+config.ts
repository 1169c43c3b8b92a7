// https://vike.dev/config
import type { Config } from 'vike/types'

// Per-shopper page (the signed-in customer's form with its CSRF token, notices shown once): never stored by shared caches.
export default {
  cacheControl: 'private, no-store',
} satisfies Config
