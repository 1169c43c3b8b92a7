import { createContext, useContext, type ReactNode } from 'react'

/** Counts the islands of one page render: the count decides whether the page needs React. */
export interface IslandRegistry {
  next(): number
  count(): number
}

/** Creates the registry for one page render. */
export function createIslandRegistry(): IslandRegistry {
  let islands = 0
  return { next: () => ++islands, count: () => islands }
}

const IslandRegistryContext = createContext<IslandRegistry | null>(null)

/** Makes the page's island registry available to every {@link Island}. */
export function IslandRegistryProvider({
  registry,
  children,
}: {
  registry: IslandRegistry
  children: ReactNode
}) {
  return <IslandRegistryContext.Provider value={registry}>{children}</IslandRegistryContext.Provider>
}

/** The current page's registry; throws outside a page render (an island must be server-rendered). */
export function useIslandRegistry(): IslandRegistry {
  const registry = useContext(IslandRegistryContext)
  if (!registry) throw new Error('<Island> must be rendered inside a page (IslandRegistryProvider missing)')
  return registry
}
