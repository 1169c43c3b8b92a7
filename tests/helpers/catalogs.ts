import fs from 'node:fs'
import path from 'node:path'

/** Reads a .po catalogue as a map from English source text (the msgid) to its translation. */
export function readCatalog(locale: 'en-GB' | 'fr-FR' | 'de-DE' | 'it-IT'): Map<string, string> {
  return parsePo(path.resolve(import.meta.dirname, `../../locales/${locale}/messages.po`))
}

/** Parses the msgid/msgstr pairs of a .po file (enough for Lingui's output). */
export function parsePo(file: string): Map<string, string> {
  const entries = new Map<string, string>()
  const text = fs.readFileSync(file, 'utf8')
  for (const block of text.split(/\n\s*\n/)) {
    const id = readField(block, 'msgid')
    const value = readField(block, 'msgstr')
    if (id) entries.set(id, value)
  }
  return entries
}

function readField(block: string, field: string): string {
  const match = new RegExp(`^${field} ((?:".*"\\n?)+)`, 'm').exec(block)
  if (!match?.[1]) return ''
  return match[1]
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string)
    .join('')
}
