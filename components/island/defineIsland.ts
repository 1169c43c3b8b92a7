import type { ComponentType } from 'react'

/** When an island's JavaScript loads and hydrates (ARCHITECTURE.md, Rendering). */
export type HydrationStrategy = 'load' | 'idle' | 'visible'

/** A component that may run in the browser, named by its file below `components/`. */
export interface IslandDefinition<Props extends object> {
  /** Path of the island file below `components/` without `.island.tsx`, e.g. `header/MiniCart`. */
  id: string
  Component: ComponentType<Props>
}

/**
 * Declares a component as an island. The id must be the file's path below `components/`
 * without `.island.tsx`: the browser finds the island's chunk by it.
 */
export function defineIsland<Props extends object>(id: string, Component: ComponentType<Props>): IslandDefinition<Props> {
  return { id, Component }
}
