import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** True while the shop is in maintenance (`var/maintenance.flag` exists or MAINTENANCE=1). */
    isMaintenance(): boolean
  }
}

/** Options of the maintenance plugin. */
export interface MaintenanceOptions {
  dataDir: string
  forced: boolean
}

/** Seconds a client should wait before retrying during maintenance (Retry-After). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300

/**
 * Maintenance mode (docs/operations.md#maintenance). The flag file is checked at most once a second so that
 * ops can switch it on and off without restarting, at no cost per request.
 */
export const maintenancePlugin = fp<MaintenanceOptions>(
  async (app, options) => {
    const flagFile = path.join(options.dataDir, 'maintenance.flag')
    let checkedAt = 0
    let flagged = false
    app.decorate('isMaintenance', () => {
      if (options.forced) return true
      const now = Date.now()
      if (now - checkedAt > 1000) {
        checkedAt = now
        flagged = fs.existsSync(flagFile)
      }
      return flagged
    })
  },
  { name: 'maintenance' },
)
