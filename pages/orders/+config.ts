// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  cacheControl: 'private, no-store',
} satisfies Config
