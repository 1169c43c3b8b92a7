import type { Config } from '@react-router/dev/config'

// Framework mode, server-rendered at request time (no prerendering).
export default {
  ssr: true,
} satisfies Config
