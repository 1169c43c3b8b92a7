// https://vike.dev/config
import type { Config } from 'vike/types'

// The back office (docs/back-office.md#pages): one staff member's pages, never stored by any cache.
export default {
  cacheControl: 'private, no-store',
} satisfies Config
