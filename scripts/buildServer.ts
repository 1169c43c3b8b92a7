import { rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { PROJECT_ROOT } from '../config/projectRoot.ts'

/**
 * The npm commands an operator runs where the shop runs (`npm run db:migrate`, `staff:create` …),
 * compiled beside the server as `dist/node/scripts/<name>.mjs`: the image has neither npm nor
 * tsx, so in a container they are `node dist/node/scripts/databaseCommand.mjs migrate` (docs/deployment.md).
 */
export const OPERATIONS_COMMANDS = Object.fromEntries(
  [
    'databaseCommand',
    'staffCreate',
    'setStockCommand',
    'moderateReviews',
    'advanceOrder',
    'refundCommand',
    'advanceReturn',
    'backupCommand',
  ].map((name) => [`scripts/${name}`, `scripts/${name}.ts`]),
)

/**
 * Compiles the shop's server (`server/index.ts` and everything it imports from the app's folders)
 * into ES modules under `dist/node/` (the entry `server.mjs`, see `COMPILED_SERVER`), with source
 * maps: production runs JavaScript built ahead of time instead of compiling TypeScript at
 * start-up (docs/deployment.md). PGlite's worker thread (`db/pgliteWorker.ts`) is an entry of its
 * own, `pgliteWorker.mjs`, which `db/pgliteWorkerSession.ts` starts by that name. npm packages stay imports of `node_modules`. Dynamic imports
 * stay separate chunks, loaded when reached: tracing must start before the app's modules (and
 * `pg`) are loaded, and is not loaded at all when unset.
 */
export async function buildServer(): Promise<void> {
  const outdir = path.join(PROJECT_ROOT, 'dist', 'node')
  rmSync(outdir, { recursive: true, force: true })
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: { server: 'server/index.ts', pgliteWorker: 'db/pgliteWorker.ts', ...OPERATIONS_COMMANDS },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // Stack traces map back to the files the image holds: the maps need no copy of them.
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  })
}

if (import.meta.main) await buildServer()
