import fs from 'node:fs'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { readPoEntries } from '../../domain/i18n/poEntries.ts'

const RELATIVE_IMPORT = /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g

/**
 * What was read of a file, kept while the file's modification time and size stay the same: a
 * build asks for every island's messages in every locale (hundreds of calls), each reading the
 * same catalogue and the same imports.
 */
function readThroughFileCache<T>(
  cache: Map<string, { version: string; value: T }>,
  file: string,
  read: () => T,
): T {
  const stat = fs.statSync(file)
  const version = `${stat.mtimeMs}:${stat.size}`
  const cached = cache.get(file)
  if (cached?.version === version) return cached.value
  const value = read()
  cache.set(file, { version, value })
  return value
}
const catalogueEntries = new Map<string, { version: string; value: ReturnType<typeof readPoEntries> }>()
const relativeImports = new Map<string, { version: string; value: string[] }>()
const compiledMessages = new Map<string, ReturnType<typeof compileMessage>>()

/** The project files a module imports by a relative path. */
function relativeImportsOf(file: string): string[] {
  return readThroughFileCache(relativeImports, file, () =>
    [...fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((match) =>
      path.resolve(path.dirname(file), match[1] ?? ''),
    ),
  )
}

function compiled(message: string): ReturnType<typeof compileMessage> {
  let result = compiledMessages.get(message)
  if (result === undefined) {
    result = compileMessage(message)
    compiledMessages.set(message, result)
  }
  return result
}

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
    for (const target of relativeImportsOf(file)) {
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
  const catalogue = path.join(root, 'locales', locale, 'messages.po')
  for (const entry of readThroughFileCache(catalogueEntries, catalogue, () => readPoEntries(catalogue))) {
    if (!entry.origins.some((origin) => files.has(origin))) continue
    messages[generateMessageId(entry.id, entry.context)] = compiled(entry.translation || entry.id)
  }
  return messages
}
