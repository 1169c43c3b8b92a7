import type { FastifyBaseLogger } from 'fastify'

/** Seconds a client should wait before retrying while the database cannot be reached (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 30

/** Whether the database answers, as the shop last saw it. */
export interface DatabaseAvailability {
  /** False from the first lost connection until a probe query answers again. */
  isAvailable(): boolean
  /** Marks the database unreachable (a connection error was seen) and starts probing it. */
  lost(error: unknown): void
  /** Stops probing (the app closes). */
  stop(): void
}

/** Options of {@link createDatabaseAvailability}. */
export interface DatabaseAvailabilityOptions {
  /** A cheap query (`select 1`); resolves when the database answers. */
  probe: () => Promise<unknown>
  /** Time between probes while the database is unreachable. */
  probeIntervalMs: number
  log: FastifyBaseLogger
}

/**
 * Tracks a database outage: the first connection error switches the shop to its 503 screen at
 * once (no request waits for a dead server), and a probe every `probeIntervalMs` switches it
 * back as soon as the server answers, without a restart.
 */
export function createDatabaseAvailability({ probe, probeIntervalMs, log }: DatabaseAvailabilityOptions): DatabaseAvailability {
  let available = true
  let timer: NodeJS.Timeout | null = null
  let stopped = false

  function scheduleProbe() {
    if (stopped) return
    timer = setTimeout(() => {
      probe().then(
        () => {
          timer = null
          available = true
          log.info('database reachable again')
        },
        () => scheduleProbe(),
      )
    }, probeIntervalMs)
    timer.unref()
  }

  return {
    isAvailable: () => available,
    lost(error) {
      if (stopped || !available) return
      available = false
      log.error({ err: error }, 'database unreachable: answering 503 until it is back')
      scheduleProbe()
    },
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
