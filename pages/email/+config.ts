// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  cacheControl: 'no-store',
} satisfies Config
