import path from 'node:path'
import type { Plugin } from 'vite'
import { islandMessages } from './islandMessages.ts'

const PREFIX = 'virtual:island-messages/'

/**
 * Serves `virtual:island-messages/<locale>`: the compiled messages island code uses, so the
 * browser's catalogue chunk holds a few dozen messages instead of the whole shop's.
 */
export function islandCatalogPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'shop:island-catalog',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const locale = id.slice(PREFIX.length + 1)
      this.addWatchFile(path.join(root, 'locales', locale, 'messages.po'))
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(islandMessages(root, locale)))})`
    },
  }
}
