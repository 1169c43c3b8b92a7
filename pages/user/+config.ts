// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  layout: 'account',
  cacheControl: 'private, no-store',
} satisfies Config
