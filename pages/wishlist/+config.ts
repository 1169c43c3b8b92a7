// https://vike.dev/config
import type { Config } from 'vike/types'

// Per-shopper pages (forms with the session's CSRF token; a share code in the URL): never stored by shared caches.
export default {
  cacheControl: 'private, no-store',
} satisfies Config
