// https://vike.dev/config
import type { Config } from 'vike/types'

// Per-shopper pages (forms with the session's CSRF token, reset links with a token): never stored by shared caches.
export default {
  cacheControl: 'private, no-store',
} satisfies Config
