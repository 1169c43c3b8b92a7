import fs from 'node:fs'

/** One message of a Lingui .po catalogue. */
export interface PoEntry {
  id: string
  context: string | undefined
  translation: string
  origins: string[]
}

function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line) as string).join('')
}

/** Reads a Lingui .po catalogue: message, context, translation and the files that use it. */
export function readPoEntries(file: string): PoEntry[] {
  const entries: PoEntry[] = []
  for (const block of fs.readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const fields: Record<string, string[]> = {}
    const origins: string[] = []
    let current: string | null = null
    for (const line of block.split('\n')) {
      if (line.startsWith('#:'))
        origins.push(
          ...line
            .slice(2)
            .trim()
            .split(/\s+/)
            .map((origin) => origin.replace(/:\d+$/, '')),
        )
      const field = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line)
      if (field) {
        current = field[1] ?? null
        if (current) fields[current] = [field[2] ?? '""']
      } else if (current && line.startsWith('"')) {
        fields[current]?.push(line)
      }
    }
    const id = fields.msgid ? unquote(fields.msgid) : ''
    if (!id) continue
    const context = fields.msgctxt ? unquote(fields.msgctxt) : undefined
    entries.push({ id, context, translation: fields.msgstr ? unquote(fields.msgstr) : '', origins })
  }
  return entries
}
