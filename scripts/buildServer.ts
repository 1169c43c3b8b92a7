import { rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { PROJECT_ROOT } from '../config/projectRoot.ts'

/**
 * Compiles the shop's server (`server/index.ts` and everything it imports from the app's folders)
 * into ES modules under `dist/node/` (the entry `server.mjs`, see `COMPILED_SERVER`), with source
 * maps: production runs JavaScript built ahead of time instead of compiling TypeScript at
 * start-up (docs/deployment.md). npm packages stay imports of `node_modules`. Dynamic imports
 * stay separate chunks, loaded when reached: tracing must start before the app's modules (and
 * `pg`) are loaded, and is not loaded at all when unset.
 */
export async function buildServer(): Promise<void> {
  const outdir = path.join(PROJECT_ROOT, 'dist', 'node')
  rmSync(outdir, { recursive: true, force: true })
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: { server: 'server/index.ts' },
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
