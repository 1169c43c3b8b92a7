import fp from 'fastify-plugin'
import { applyDuePriceSchedules, PRICE_SCHEDULE_SWEEP_MS } from '../../domain/catalog/priceSchedules.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled reductions (docs/prices-and-reductions.md#scheduled-reductions). */
    priceSchedules: {
      /** Starts and ends the reductions due at `now` (the sweep's one job; tests call it with their instant). */
      sweep(now?: Date): Promise<{ started: number; ended: number }>
    }
  }
}

/**
 * Starts and ends scheduled reductions once a minute (not at start, which every test server
 * and instance would pay; a late sweep still records each change at its scheduled instant).
 */
export const priceSchedulesPlugin = fp(
  async (app) => {
    let sweeping: Promise<{ started: number; ended: number }> | null = null
    const sweep = (now = new Date()) => {
      // One sweep at a time per instance; other instances skip the rows this one holds.
      sweeping ??= applyDuePriceSchedules(app.shopDatabase.db, now)
        .then((done) => {
          if (done.started + done.ended > 0) app.log.info(done, 'scheduled reductions applied')
          return done
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not apply scheduled reductions')
          return { started: 0, ended: 0 }
        })
        .finally(() => {
          sweeping = null
        })
      return sweeping
    }
    const timer = setInterval(() => void sweep(), PRICE_SCHEDULE_SWEEP_MS)
    timer.unref()
    app.decorate('priceSchedules', { sweep })
    app.addHook('preClose', async () => {
      clearInterval(timer)
      await sweeping
    })
  },
  { name: 'price-schedules', dependencies: ['database'] },
)
