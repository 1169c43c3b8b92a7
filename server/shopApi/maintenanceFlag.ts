import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

/**
 * Whether the shop is in maintenance: the lead's `app.isMaintenance()` when that plugin is
 * registered, else `config.maintenance` or the file `{dataDir}/maintenance.flag`.
 */
export function createMaintenanceCheck(
  app: FastifyInstance,
  options: { dataDir: string; forced: boolean },
): () => boolean {
  const flagFile = path.join(options.dataDir, 'maintenance.flag')
  return () => {
    const decorated = (app as unknown as { isMaintenance?: () => boolean }).isMaintenance
    if (typeof decorated === 'function') return decorated.call(app)
    return options.forced || existsSync(flagFile)
  }
}
