// https://vike.dev/config
import type { Config } from 'vike/types'

// Per-shopper page (the contact form with its CSRF token, the notice shown once): never stored by shared caches.
export default {
  cacheControl: 'private, no-store',
} satisfies Config
