import type { FastifyBaseLogger } from 'fastify'

/** Seconds a client should wait before retrying while the database cannot be reached (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 30

/** Whether the database answers, as the shop last saw it. */
export interface DatabaseAvailability {
  /** False from the first lost connection until a probe query answers again. */
  isAvailable(): boolean
  /** Marks the database unreachable (a connection error was seen) and starts probing it. */
  lost(error: unknown): void
  /** Counts a request answered 503 because of the outage (logged once per outage, not once per request). */
  refused(): void
  /** Counters for `/readyz` and operators. */
  stats(): DatabaseOutageStats
  /** Stops probing (the app closes). */
  stop(): void
}

/** What the shop counted of database outages since it started. */
export interface DatabaseOutageStats {
  /** Whether the database answers now. */
  available: boolean
  /** Outages seen since start. */
  outages: number
  /** Requests answered 503 because of an outage, since start. */
  refusedRequests: number
  /** Requests answered 503 in the current (or last) outage. */
  refusedThisOutage: number
  /** When the current outage began (ISO 8601), null while the database answers. */
  unavailableSince: string | null
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
 * back as soon as the server answers, without a restart. The log gets one warning when the
 * database goes away and one line when it is back (with how long and how many requests were
 * refused); every refused request is counted, not logged (docs/operations.md).
 */
export function createDatabaseAvailability({
  probe,
  probeIntervalMs,
  log,
}: DatabaseAvailabilityOptions): DatabaseAvailability {
  let available = true
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  let outages = 0
  let refusedRequests = 0
  let refusedThisOutage = 0
  let since: number | null = null

  function scheduleProbe() {
    if (stopped) return
    timer = setTimeout(() => {
      probe().then(
        () => {
          timer = null
          available = true
          const downMs = since === null ? 0 : Date.now() - since
          since = null
          log.info(
            { downMs, refusedRequests: refusedThisOutage },
            `database reachable again after ${Math.round(downMs / 1000)} s; ${refusedThisOutage} requests were answered 503`,
          )
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
      outages += 1
      refusedThisOutage = 0
      since = Date.now()
      log.warn({ err: error }, 'database unreachable: answering 503 until it is back')
      scheduleProbe()
    },
    refused() {
      refusedRequests += 1
      refusedThisOutage += 1
    },
    stats: () => ({
      available,
      outages,
      refusedRequests,
      refusedThisOutage,
      unavailableSince: since === null ? null : new Date(since).toISOString(),
    }),
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
