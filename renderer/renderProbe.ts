import type { ReactElement } from 'react'
import type { IslandRegistry } from '../components/island/islandRegistry.tsx'

/** Where `npm run bench:render` puts its {@link RenderProbe} (a global: the bench runs the built pages). */
export const RENDER_PROBE = Symbol.for('shop.renderProbe')

/**
 * Receives how to build the page's element tree (the bench times React's own render of it) and
 * may return what renders the page instead of React: its recorded output, so that the bench
 * times everything else the server does.
 */
export type RenderProbe = (
  buildElement: (islands?: IslandRegistry) => ReactElement,
) => ((islands: IslandRegistry) => string) | void

/** The bench's probe, when one is set. */
export function renderProbe(): RenderProbe | undefined {
  return (globalThis as { [RENDER_PROBE]?: RenderProbe })[RENDER_PROBE]
}
