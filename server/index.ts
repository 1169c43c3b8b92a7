import { existsSync } from 'node:fs'
import { enableCompileCache } from 'node:module'
import path from 'node:path'
import type { NodeSDK } from '@opentelemetry/sdk-node'

// V8's compiled code of every module (ours and node_modules) is kept on disk: a restart skips compiling them (docs/performance.md).
enableCompileCache()

// Tracing only when asked for: unset, its modules are not even loaded (start-up and memory as before).
const tracing: NodeSDK | null = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? (await import('./tracing.ts')).startTracing()
  : null
// The embedded database's worker starts before the app's modules load: PGlite's start runs on the other core meanwhile.
if (!process.env.DATABASE_URL) await prestartEmbeddedDatabase()
// Imported after tracing started: the database driver must be loaded once its instrumentation is in place.
const { buildServer } = await import('./app.ts')

// Starts the shop and stops it cleanly: stop accepting, finish in-flight requests, exit.
const app = await buildServer().catch((error: unknown) => {
  // Vike logs uncaught errors and keeps the process alive: a start that failed (a wrong setting) must exit 1 itself.
  console.error(error)
  process.exit(1)
})
// The spans of the last requests are sent before the process exits.
if (tracing) app.addHook('onClose', async () => tracing.shutdown())
let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // In-flight requests and the database close get 25 s, within a container's usual 30 s grace.
    const forceExit = setTimeout(() => process.exit(1), 25_000)
    forceExit.unref()
    // A keep-alive connection whose request finishes after close() began would otherwise hold the close until it times out.
    const dropIdleConnections = setInterval(() => app.server.closeIdleConnections(), 100)
    dropIdleConnections.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}
try {
  await app.listen({ host: app.config.host, port: app.config.port })
} catch (error) {
  app.log.error(error)
  // The database is closed before exiting: an embedded one left open could not be opened by the next start.
  await app
    .close()
    .catch((closeError: unknown) => app.log.error(closeError, 'closing after a failed start failed'))
  process.exit(1)
}

/** Starts PGlite's worker on the configured data folder, unless a first start will seed it (database plugin). */
async function prestartEmbeddedDatabase(): Promise<void> {
  const [{ loadConfig }, { prestartPglite }] = await Promise.all([
    import('./config.ts'),
    import('../db/pglitePrestart.ts'),
  ])
  let dataDir: string
  try {
    dataDir = loadConfig(process.env).dataDir
  } catch {
    return // buildServer reports the setting that is wrong
  }
  const pgliteDir = path.join(dataDir, 'db')
  if (existsSync(path.join(pgliteDir, 'PG_VERSION'))) prestartPglite(pgliteDir)
}
