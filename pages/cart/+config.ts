// https://vike.dev/config
import type { Config } from 'vike/types'

// Per-shopper page: never stored by shared caches.
export default {
  cacheControl: 'private, no-store',
} satisfies Config
