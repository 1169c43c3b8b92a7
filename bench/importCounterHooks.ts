// Preloaded by bench/importCost.ts (`node --import`): counts every module the process loads and
// its source's bytes, remembers which module first imported it, and writes both as JSON lines to
// the file IMPORT_COUNTER_OUT names when the process exits. Synchronous hooks run in the loading
// thread, so `require()` inside packages is counted too.
import { appendFileSync, statSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'

const outputFile = process.env.IMPORT_COUNTER_OUT
const importerOf = new Map<string, string>()
const loaded: { url: string; bytes: number; importer: string | null }[] = []

function sourceBytes(url: string, source: unknown): number {
  if (typeof source === 'string') return Buffer.byteLength(source)
  if (source instanceof Uint8Array) return source.byteLength
  // CommonJS loaded by require() may come back without its source: the file's size stands in.
  if (!url.startsWith('file:')) return 0
  try {
    return statSync(fileURLToPath(url)).size
  } catch {
    return 0
  }
}

if (outputFile) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context)
      if (context.parentURL && !importerOf.has(resolved.url)) importerOf.set(resolved.url, context.parentURL)
      return resolved
    },
    load(url, context, nextLoad) {
      const result = nextLoad(url, context)
      loaded.push({ url, bytes: sourceBytes(url, result.source), importer: importerOf.get(url) ?? null })
      return result
    },
  })
  process.once('exit', () => {
    appendFileSync(outputFile, loaded.map((entry) => JSON.stringify(entry)).join('\n') + '\n')
  })
}
