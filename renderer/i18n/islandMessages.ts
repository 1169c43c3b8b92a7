import fs from 'node:fs'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { readPoEntries } from '../../domain/i18n/poEntries.ts'

const RELATIVE_IMPORT = /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g

/** The island files under `components/` (`header/SearchBox.island.tsx`), relative to `components/`. */
export function islandFiles(root: string): string[] {
  return fs
    .readdirSync(path.join(root, 'components'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.island.tsx'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

/** An island's id as `<shop-island data-island>` names it: its file under `components/` without `.island.tsx`. */
export const islandIdOf = (islandFile: string) => islandFile.replace(/\.island\.tsx$/, '')

/**
 * Project files (relative to `root`) that island code runs: the islands and what they import,
 * or only what one island (`header/SearchBox`) runs when `islandId` is given.
 */
export function islandModuleFiles(root: string, islandId?: string): Set<string> {
  const componentsDir = path.join(root, 'components')
  const pending = islandFiles(root)
    .filter((file) => islandId === undefined || islandIdOf(file) === islandId)
    .map((file) => path.join(componentsDir, file))
  const seen = new Set<string>()
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || !fs.existsSync(file)) continue
    seen.add(file)
    for (const match of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '')
      if (/\.tsx?$/.test(target) && !target.includes(`${path.sep}node_modules${path.sep}`))
        pending.push(target)
    }
  }
  return new Set([...seen].map((file) => path.relative(root, file).split(path.sep).join('/')))
}

/**
 * The compiled messages of one locale that island code can show (one island's, when
 * `islandId` is given): the browser loads these, not the whole catalogue, whose other messages
 * only the server renders.
 */
export function islandMessages(
  root: string,
  locale: string,
  islandId?: string,
): Record<string, ReturnType<typeof compileMessage>> {
  const files = islandModuleFiles(root, islandId)
  const messages: Record<string, ReturnType<typeof compileMessage>> = {}
  for (const entry of readPoEntries(path.join(root, 'locales', locale, 'messages.po'))) {
    if (!entry.origins.some((origin) => files.has(origin))) continue
    messages[generateMessageId(entry.id, entry.context)] = compileMessage(entry.translation || entry.id)
  }
  return messages
}
