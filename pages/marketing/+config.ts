// https://vike.dev/config
import type { Config } from 'vike/types'

// Per-shopper page (forms with the session's CSRF token, notices shown once, tokens in links): never stored by shared caches.
export default {
  cacheControl: 'private, no-store',
} satisfies Config
