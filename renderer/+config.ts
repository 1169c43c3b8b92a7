// https://vike.dev/config
import type { Config } from 'vike/types'

// Pages are rendered on the server only; the one client script (+client.ts) hydrates islands.
export default {
  clientRouting: false,
  // Routes end with or without a slash (/user/orders/); both render, none redirects.
  disableUrlNormalization: true,
  clientHooks: false,
  passToClient: [],
  cacheControl: 'public, max-age=60, stale-while-revalidate=600',
  layout: 'main',
  theme: 'grey',
  meta: {
    // HTML-only pages: no page code goes into the browser bundles (https://vike.dev/render-modes).
    Page: { env: { server: true, client: false } },
    layout: { env: { server: true } },
    title: { env: { server: true } },
    theme: { env: { server: true } },
  },
} satisfies Config
