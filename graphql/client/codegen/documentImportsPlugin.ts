import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** A `graphql(`…`)` call of the client preset, with its document text. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g
/** A document's export in `generated/graphql.ts`: `export const NameDocument =`, the name captured. */
export const EXPORTED_DOCUMENT = /^export const (\w+) =/gm
const FIRST_DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/

/** The codegen's export naming: each `_`-separated part of a name starts upper-case. */
const pascalParts = (name: string): string =>
  name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_')

/** The export of `generated/graphql.ts` holding the document whose text is `source`. */
export const documentExportOf = (source: string): string | undefined => {
  const match = FIRST_DEFINITION.exec(source)
  if (!match) return undefined
  const [, kind, name = ''] = match
  return `${pascalParts(name)}${kind === 'fragment' ? 'FragmentDoc' : 'Document'}`
}

/**
 * Rewrites each `graphql(`…`)` call of a module into a reference to its document in
 * `generated/graphql.ts`, as the client preset's Babel plugin does, so that the browser
 * bundle holds only the documents its code uses instead of the map of all of them.
 * Line breaks of the call are kept so that later lines keep their numbers.
 */
export function rewriteGraphqlCalls(
  code: string,
  generatedModule: string,
  isExported: (name: string) => boolean = () => true,
): string | undefined {
  if (!code.includes('graphql(')) return undefined
  let rewritten = false
  const namespace = '__shopDocuments'
  const output = code.replace(GRAPHQL_CALL, (call: string, source: string) => {
    const exported = documentExportOf(source)
    if (!exported) return call
    if (!isExported(exported))
      throw new Error(`${exported} is not in ${generatedModule}: run npm run codegen`)
    rewritten = true
    return `${namespace}.${exported}${'\n'.repeat(call.split('\n').length - 1)}`
  })
  if (!rewritten) return undefined
  return `import * as ${namespace} from ${JSON.stringify(generatedModule)};${output}`
}

/** Vite plugin applying {@link rewriteGraphqlCalls} to the browser build of the shop's own modules. */
export const documentImportsPlugin = (generatedDir = 'graphql/client/generated'): Plugin => {
  let generatedModule = ''
  let exports = new Set<string>()
  return {
    name: 'shop:graphql-document-imports',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      generatedModule = path.resolve(config.root, generatedDir, 'graphql.ts')
    },
    buildStart() {
      const generated = readFileSync(generatedModule, 'utf8')
      exports = new Set([...generated.matchAll(EXPORTED_DOCUMENT)].map(([, name]) => name ?? ''))
    },
    transform(code, id, options) {
      if (options?.ssr || id.includes('/node_modules/') || !/\.tsx?$/.test(id.split('?')[0] ?? ''))
        return undefined
      // Generated modules only declare documents: an unused one must not keep the others alive.
      if (id.startsWith(path.dirname(generatedModule))) return { code, map: null, moduleSideEffects: false }
      const output = rewriteGraphqlCalls(code, generatedModule, (name) => exports.has(name))
      return output === undefined ? undefined : { code: output, map: null }
    },
  }
}
