import path from 'node:path'
import { transformWithOxc, type Plugin } from 'vite'
import { cachedText, type TransformCache } from '../../../vite/transformCache.ts'
import { EXPORTED_DOCUMENT } from './documentImportsPlugin.ts'

/**
 * The code of `generated/graphql.ts` with each document as `JSON.parse('…')` instead of an
 * object literal: the same values, but a module whose syntax tree is a few hundred nodes, where
 * the object literals made a megabyte of them for Vite's server-side transform to parse and walk.
 * Its only statements are type declarations and `export const X = {…} as unknown as …`.
 */
export async function documentsAsJson(code: string): Promise<string> {
  const documents: Record<string, unknown> = {}
  const { code: javascript } = await transformWithOxc(code, 'graphql.ts', { lang: 'ts', sourcemap: false })
  const script = javascript.replace(EXPORTED_DOCUMENT, 'documents.$1 =')
  // The generated module holds data only: running it here builds the documents it exports.
  new Function('documents', script)(documents)
  return Object.entries(documents)
    .map(
      ([name, document]) =>
        `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(document))})`,
    )
    .join('\n')
}

/**
 * In dev, serves the generated documents module (1 MB of object literals, imported by the first
 * page on both sides) as {@link documentsAsJson}, kept in the transform cache while the module is
 * unchanged: its transform took the server side's first page a large share of its time
 * (docs/performance.md#development-server). Builds are untouched.
 */
export const devDocumentsPlugin = (
  cache: TransformCache | undefined,
  generatedDir = 'graphql/client/generated',
): Plugin => {
  let generatedModule = ''
  return {
    name: 'shop:graphql-dev-documents',
    apply: 'serve',
    enforce: 'pre',
    configResolved(config) {
      generatedModule = path.resolve(config.root, generatedDir, 'graphql.ts')
    },
    transform: {
      filter: { id: /\/generated\/graphql\.ts(?:\?|$)/ },
      async handler(code, id) {
        if (id.split('?')[0] !== generatedModule) return undefined
        const asJson = await cachedText(cache, 'documents', ['documents-as-json-1', code], () =>
          documentsAsJson(code),
        )
        return { code: asJson, map: { mappings: '' } }
      },
    },
  }
}
