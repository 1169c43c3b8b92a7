import { build } from 'esbuild'
import { PROJECT_ROOT } from '../config/projectRoot.ts'
import { COMPILED_SERVER } from '../server/productionProcess.ts'

/**
 * Compiles the shop's server (`server/index.ts` and everything it imports from the app's folders)
 * into one ES module, `dist/node/server.mjs` (a path relative to the project), with its source map: production runs JavaScript
 * built ahead of time instead of compiling TypeScript at start-up (docs/deployment.md).
 * npm packages stay imports of `node_modules`, as the client build's `dist/server` does.
 */
export async function buildServer(outfile = COMPILED_SERVER): Promise<void> {
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: ['server/index.ts'],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // Stack traces map back to the files the image holds: the map needs no copy of them.
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  })
}

if (import.meta.main) await buildServer(process.argv[2])
