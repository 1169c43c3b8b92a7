import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** The checker's jar, shipped inside the `vnu-jar` package (Java 17+ runs it). */
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')

/** One message of the W3C Nu HTML checker about a document. */
export interface HtmlValidationMessage {
  /** Name the document was given. */
  document: string
  type: 'error' | 'info'
  subType?: string
  message: string
  extract?: string
  lastLine?: number
}

/**
 * Checks HTML documents with the W3C Nu HTML checker (`vnu-jar`) in one Java run, and returns
 * every error and warning (info messages of subtype "warning") by document name.
 */
export async function validateHtmlDocuments(
  documents: Record<string, string>,
): Promise<HtmlValidationMessage[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  const fileToName = new Map<string, string>()
  Object.entries(documents).forEach(([name, html], index) => {
    const file = path.join(folder, `${index}.html`)
    fs.writeFileSync(file, html)
    fileToName.set(`file:${file}`, name)
  })
  try {
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        [
          // One short run: the quick compiler only and one GC thread took 1.4 s of CPU where the
          // JVM's defaults (both compilers, parallel GC) took 8 s, on the 2-core CI machine.
          '-XX:TieredStopAtLevel=1',
          '-XX:+UseSerialGC',
          // The quick compiler's frames are larger: the schema's recursion needs a deeper stack.
          '-Xss8m',
          '-jar',
          VNU_JAR,
          '--format',
          'json',
          '--stdout',
          '--exit-zero-always',
          ...[...fileToName.keys()].map((url) => url.slice(5)),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      )
    })
    const parsed = JSON.parse(output) as {
      messages: Array<Omit<HtmlValidationMessage, 'document'> & { url: string }>
    }
    return parsed.messages
      .filter((message) => message.type === 'error' || message.subType === 'warning')
      .map(({ url, ...message }) => ({ document: fileToName.get(url) ?? url, ...message }))
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

/** Only the errors, one readable line each (document, line, message, extract), for assertions. */
export function describeErrors(messages: readonly HtmlValidationMessage[]): string[] {
  return messages
    .filter((message) => message.type === 'error')
    .map(
      (message) =>
        `${message.document}:${message.lastLine ?? '?'} ${message.message} ${JSON.stringify(message.extract ?? '')}`,
    )
}
