import { globSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import type { DevEnvironment } from 'vite'
import type { createDevMiddleware } from 'vike/server'

/** Vike's dev middleware and the Vite server behind it. */
export type ViteDevServer = Awaited<ReturnType<typeof createDevMiddleware>>

/**
 * Starts Vite (through Vike) for `npm run dev`, its HMR socket on the shop's own HTTP server.
 * `buildServer` calls it before registering any plugin, so Vite's start (config, dependency
 * cache) runs while the database opens (docs/performance.md).
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

/**
 * The modules of the first pages a developer opens (home, a category), by Vite environment: the
 * server side's `+` files (their static imports follow, `preTransformRequests` in vite.config.ts)
 * and the browser's entry.
 */
const FIRST_PAGES_FILES = {
  ssr: ['renderer/+*.{ts,tsx}', 'pages/index/+*.{ts,tsx}', 'pages/category/**/+*.{ts,tsx}'],
  client: ['renderer/+client.ts'],
} as const

/**
 * Transforms the first pages' modules ahead of their first request. Called once the server
 * listens (not at Vite's start, as `server.warmup` would): on a 2-core machine the warm-up's
 * transforms would otherwise hold back `/readyz` by seconds (docs/performance.md). The server
 * side goes first, with the static imports it reaches: the first page waits for it, while the
 * browser asks for its entry only once it has that page.
 */
export async function warmUpFirstPages(root: string, { viteServer }: ViteDevServer): Promise<void> {
  const { ssr, client } = viteServer.environments
  const warmUp = async (environment: DevEnvironment | undefined, patterns: readonly string[]) => {
    if (!environment) return
    await Promise.all(
      globSync([...patterns], { cwd: root }).map((file) =>
        environment.warmupRequest(`/${file.split(path.sep).join('/')}`),
      ),
    )
    await environment.waitForRequestsIdle()
  }
  await warmUp(ssr, FIRST_PAGES_FILES.ssr)
  await warmUp(client, FIRST_PAGES_FILES.client)
}
