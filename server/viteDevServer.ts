import type { Server } from 'node:http'
import type { createDevMiddleware } from 'vike/server'

/** Vike's dev middleware and the Vite server behind it. */
export type ViteDevServer = Awaited<ReturnType<typeof createDevMiddleware>>

/**
 * Starts Vite (through Vike) for `npm run dev`, its HMR socket on the shop's own HTTP server.
 * `buildServer` calls it before registering any plugin, so Vite's start (config, dependency
 * cache, warm-up of the first pages) runs while the database opens (docs/performance.md).
 * The returned promise never rejects unobserved: whoever awaits it gets the error.
 */
export function startViteDevServer(root: string, httpServer: Server): Promise<ViteDevServer> {
  const starting = import('vike/server').then((vike) =>
    vike.createDevMiddleware({ root, viteConfig: { server: { hmr: { server: httpServer } } } }),
  )
  // A start that fails before the pages plugin awaits it must not end the process as an unhandled rejection.
  starting.catch(() => undefined)
  return starting
}
