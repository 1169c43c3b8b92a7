/** What the client does with the server's page (docs/storefront-rules.md#start-up-choice). */
export type Startup = 'offline' | 'maintenance' | 'static' | 'render' | 'hydrate'

/**
 * Offline flag first, then maintenance; otherwise hydrate the islands, unless hydration is
 * switched off, or the server-rendering fallback flag asks to render them from scratch.
 */
export function chooseStartup(flags: DOMStringMap): Startup {
  if (flags.mode === 'offline') return 'offline'
  if (flags.mode === 'maintenance') return 'maintenance'
  if (flags.hydration === 'off') return 'static'
  if (flags.ssrFallback === 'true') return 'render'
  return 'hydrate'
}
