import path from 'node:path'
import type { Plugin } from 'vite'
import { islandFiles, islandIdOf, islandMessages } from './islandMessages.ts'

const PREFIX = 'virtual:island-messages/'

/**
 * Serves the messages island code shows, one chunk per island and locale, so a page fetches
 * only the messages of the islands it has (the header's search box does not bring the gift
 * card form's):
 * - `virtual:island-messages/<locale>` exports `loaders`, by island id, of
 * - `virtual:island-messages/<locale>/<island id>`, which exports that island's compiled `messages`.
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
      const [locale = '', ...island] = id.slice(PREFIX.length + 1).split('/')
      this.addWatchFile(path.join(root, 'locales', locale, 'messages.po'))
      if (island.length > 0) {
        return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(islandMessages(root, locale, island.join('/'))))})`
      }
      const loaders = islandFiles(root).map((file) => {
        const islandId = islandIdOf(file)
        return `${JSON.stringify(islandId)}: () => import(${JSON.stringify(`${PREFIX}${locale}/${islandId}`)})`
      })
      return `export const loaders = {\n${loaders.join(',\n')}\n}`
    },
  }
}
