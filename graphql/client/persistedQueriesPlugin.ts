import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { runnerImport, type Plugin } from 'vite'
import { buildPersistedQueryManifest, operationDocumentsOf } from './persisted/persistedQueryManifest.ts'

/** Options of {@link persistedQueriesPlugin}; paths are relative to the Vite root. */
export interface PersistedQueriesPluginOptions {
  /** Module exporting the client's documents; the GraphQL Code Generator output by default. */
  documentsModule?: string
  /** Where the manifest goes; `dist/persisted-queries.json` by default. */
  outFile?: string
}

/**
 * Vite plugin writing the persisted-query manifest during `vite build`: every operation
 * document of the client, keyed by the sha256 the client sends (docs/shop-api.md#persisted-queries). In production the
 * shop API runs only these documents.
 */
export const persistedQueriesPlugin = (options: PersistedQueriesPluginOptions = {}): Plugin => {
  let root = process.cwd()
  return {
    name: 'shop:persisted-queries',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    // Runs after each environment's build (client and server write the same file).
    async closeBundle() {
      const documentsModule = resolve(root, options.documentsModule ?? 'graphql/client/generated/graphql.ts')
      const outFile = resolve(root, options.outFile ?? 'dist/persisted-queries.json')
      const { module } = await runnerImport<Record<string, unknown>>(documentsModule, {
        root,
        configFile: false,
        logLevel: 'error',
      })
      const manifest = buildPersistedQueryManifest(operationDocumentsOf(module))
      await mkdir(dirname(outFile), { recursive: true })
      await writeFile(outFile, `${JSON.stringify(manifest, null, 2)}\n`)
    },
  }
}
