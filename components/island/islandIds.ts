import type { ComponentType } from 'react'
import { islandExportName } from './islandExportName.ts'

// Server side: every island file, so a component can be traced back to the file that holds it.
const islandModules = import.meta.glob<Record<string, unknown>>('../**/*.island.tsx', { eager: true })

const idsByComponent = new Map<unknown, string>()
for (const [file, module] of Object.entries(islandModules)) {
  const id = file.replace(/^\.\.\//, '').replace(/\.island\.tsx$/, '')
  const component = module[islandExportName(id)]
  if (typeof component === 'function') idsByComponent.set(component, id)
}

/**
 * The island id (`header/MiniCart`) of a component, which the browser uses to fetch the
 * island's chunk. Throws when the component is not the named export of a `*.island.tsx` file.
 */
export function islandIdOf(component: ComponentType<never>): string {
  // By identity first; by name when a dev-server reload left two copies of the module.
  const id = idsByComponent.get(component) ?? idByName(component.name)
  if (!id) {
    throw new Error(
      `${component.displayName ?? component.name} is not an island: export it as "${component.name}" from components/**/${component.name}.island.tsx`,
    )
  }
  return id
}

function idByName(name: string): string | undefined {
  const matches = [...idsByComponent.values()].filter((id) => islandExportName(id) === name)
  return matches.length === 1 ? matches[0] : undefined
}
