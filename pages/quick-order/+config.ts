// https://vike.dev/config
import type { Config } from 'vike/types'

// Per-shopper page (a form with the session's CSRF token, rows sent back once): never stored by shared caches.
export default {
  cacheControl: 'private, no-store',
} satisfies Config
