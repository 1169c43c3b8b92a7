import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DomainLogger } from '../context.ts'
import type { Database } from '../../db/tables.ts'
import { isConnectionError } from '../../db/connectionErrors.ts'
import { announceOutboxDelivery } from '../shopEvents.ts'

/** The columns every outbox table has (`email_outbox`, `marketing_sync_job`, `payment_provider_test_event`): what claiming and retrying use. */
export interface OutboxRowBase {
  id: number | string
  attempts: number
}

/** An error after which delivering again cannot help (an unknown template): the row fails at once. */
export class PermanentDeliveryError extends Error {}

/** Delay before attempt `attempts + 1`: 30 s, 1 min, 2 min, … up to an hour (from `baseSeconds` instead of 30 when given). */
export function retryDelaySeconds(attempts: number, baseSeconds = 30): number {
  return Math.min(baseSeconds * 2 ** Math.max(attempts - 1, 0), 3600)
}

/** Options of {@link createOutboxWorker}. */
export interface OutboxWorkerOptions<Row extends OutboxRowBase> {
  db: Kysely<Database>
  /** The outbox table: rows with `status` (`pending`, then done or `failed`), `attempts`, `next_attempt_at`, `locked_until`, `last_error`. */
  table: 'email_outbox' | 'marketing_sync_job' | 'payment_provider_test_event'
  /** Handles one row; a rejection schedules a retry ({@link PermanentDeliveryError}: fails it at once). */
  deliver: (row: Row) => Promise<void>
  /** Marks a delivered row done (its own status and columns). */
  markDelivered: (db: Kysely<Database>, row: Row) => Promise<void>
  /**
   * Rows of one key are delivered in order: a row is not claimed while an earlier one of its
   * key is pending (retries included). The key as SQL of a row of the table under `alias`.
   */
  inOrderPerKey?: (alias: string) => RawBuilder<unknown>
  log: DomainLogger
  /** What the log says of a row (its id and kind) and of the worker (`e-mail`, `marketing sync`). */
  describe: (row: Row) => Record<string, unknown>
  label: string
  /** How often due rows are looked for when nobody kicks the worker. */
  pollIntervalMs: number
  batchSize?: number
  /** How long a claimed row stays reserved for this worker. */
  leaseSeconds?: number
  /** Attempts before a row is marked failed. */
  maxAttempts?: number
  /** Delay before the second attempt, in seconds; it doubles after each failure (default 30). */
  retryBaseSeconds?: number
}

/** An outbox worker: claims due rows, hands them to its handler, retries failures with a growing delay. */
export interface OutboxWorker {
  start(): void
  /** Looks for due rows now (after a transaction that wrote one commits). */
  kick(): void
  /** Delivers everything due now and resolves when nothing due is left (tests, shutdown). */
  drain(): Promise<void>
  /**
   * Delivers now the due rows that match `filter` (SQL of a row of the table under `alias`), beside
   * the worker's own runs; never rejects: what fails stays due for a later run.
   */
  deliverNow(filter: (alias: string) => RawBuilder<unknown>): Promise<void>
  stop(): Promise<void>
}

/**
 * Creates an outbox worker. Rows are claimed with one conditional update (`FOR UPDATE SKIP
 * LOCKED` plus a lease), so several instances share the outbox without delivering a row twice,
 * and a row whose worker died is taken up again when its lease runs out.
 */
export function createOutboxWorker<Row extends OutboxRowBase>(
  options: OutboxWorkerOptions<Row>,
): OutboxWorker {
  const { db, table, deliver, log, label, batchSize = 10, leaseSeconds = 120, maxAttempts = 8 } = options
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let again = false

  async function claim(filter?: (alias: string) => RawBuilder<unknown>): Promise<Row[]> {
    const key = options.inOrderPerKey
    const inOrder = key
      ? sql`and not exists (select 1 from ${sql.table(table)} earlier where earlier.status = 'pending' and ${key('earlier')} = ${key('job')} and earlier.id < job.id)`
      : sql``
    const matching = filter ? sql`and ${filter('job')}` : sql``
    const result = await sql<Row>`
      update ${sql.table(table)} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      where id in (
        select job.id from ${sql.table(table)} job
        where job.status = 'pending' and job.next_attempt_at <= now() and (job.locked_until is null or job.locked_until < now())
          ${inOrder} ${matching}
        order by job.id limit ${batchSize} for update skip locked
      )
      returning *`.execute(db)
    return result.rows
  }

  async function settle(row: Row, error: unknown): Promise<void> {
    if (error === null) {
      await options.markDelivered(db, row)
      announceOutboxDelivery({ outbox: table, outcome: 'delivered' })
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    const failed = error instanceof PermanentDeliveryError || row.attempts >= maxAttempts
    announceOutboxDelivery({ outbox: table, outcome: failed ? 'failed' : 'retry' })
    log.warn(
      { ...options.describe(row), attempts: row.attempts, err: error },
      failed ? `${label} failed for good` : `${label} failed, will retry`,
    )
    await sql`
      update ${sql.table(table)} set status = ${failed ? 'failed' : 'pending'}, locked_until = null, last_error = ${message.slice(0, 1000)},
        next_attempt_at = ${new Date(Date.now() + retryDelaySeconds(row.attempts, options.retryBaseSeconds) * 1000)}
      where id = ${row.id}`.execute(db)
  }

  async function processDue(filter?: (alias: string) => RawBuilder<unknown>): Promise<void> {
    for (let rows = await claim(filter); rows.length > 0; rows = await claim(filter)) {
      for (const row of rows) {
        // A row tried before says so: with a dead server, the log shows each retry, not only each failure.
        if (row.attempts > 1)
          log.info({ ...options.describe(row), attempts: row.attempts }, `${label} retrying`)
        const error = await deliver(row).then(
          () => null,
          (reason: unknown) => reason ?? new Error(`${label} failed`),
        )
        await settle(row, error)
      }
    }
  }

  /** One run at a time; asked during a run, it runs once more after it (a row may have committed after that run claimed). */
  function run(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        // A lost database is logged once by the outage tracker (server/databaseAvailability.ts); the next run retries.
        await processDue().catch((error: unknown) => {
          if (!isConnectionError(error)) log.error({ err: error }, `${label} outbox run failed`)
        })
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }

  return {
    start() {
      timer ??= setInterval(() => void run(), options.pollIntervalMs).unref()
    },
    kick() {
      void run()
    },
    async drain() {
      await run()
    },
    async deliverNow(filter) {
      await processDue(filter).catch((error: unknown) => {
        if (!isConnectionError(error)) log.error({ err: error }, `${label} outbox delivery failed`)
      })
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    },
  }
}
