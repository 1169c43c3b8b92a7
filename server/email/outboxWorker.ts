import { sql, type Kysely, type Selectable } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, EmailOutboxTable } from '../../graphql/db/tables.ts'

/** An outbox row as the worker claims it. */
export type OutboxRow = Selectable<EmailOutboxTable>

/** An error after which sending again cannot help (an unknown template): the row fails at once. */
export class PermanentEmailError extends Error {}

/** Options of {@link createOutboxWorker}. */
export interface OutboxWorkerOptions {
  db: Kysely<Database>
  /** Renders and sends one row; a rejection schedules a retry. */
  deliver: (row: OutboxRow) => Promise<void>
  log: FastifyBaseLogger
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

/** The outbox worker: claims due rows, sends them, retries failures with a growing delay. */
export interface OutboxWorker {
  start(): void
  /** Looks for due rows now (after a transaction that wrote one commits). */
  kick(): void
  /** Sends everything due now and resolves when nothing due is left (tests, shutdown). */
  drain(): Promise<void>
  stop(): Promise<void>
}

/** Delay before attempt `attempts + 1`: 30 s, 1 min, 2 min, … up to an hour (from `baseSeconds` instead of 30 when given). */
export function retryDelaySeconds(attempts: number, baseSeconds = 30): number {
  return Math.min(baseSeconds * 2 ** Math.max(attempts - 1, 0), 3600)
}

/**
 * Creates the worker. Rows are claimed with one conditional update (`FOR UPDATE SKIP LOCKED`
 * plus a lease), so several instances share the outbox without sending a message twice, and
 * a row whose worker died is taken up again when its lease runs out.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, deliver, log, batchSize = 10, leaseSeconds = 120, maxAttempts = 8, retryBaseSeconds = 30 } = options
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let again = false

  async function claim(): Promise<OutboxRow[]> {
    const result = await sql<OutboxRow>`
      update email_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      where id in (
        select id from email_outbox
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by id limit ${batchSize} for update skip locked
      )
      returning *`.execute(db)
    return result.rows
  }

  async function settle(row: OutboxRow, error: unknown): Promise<void> {
    if (error === null) {
      // The message holds what it needed (a reset link, say): the row keeps no copy once sent.
      await db.updateTable('email_outbox').set({ status: 'sent', sent_at: new Date(), locked_until: null, last_error: null, data: '{}' }).where('id', '=', row.id).execute()
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    const failed = error instanceof PermanentEmailError || row.attempts >= maxAttempts
    log.warn({ emailId: row.id, template: row.template, attempts: row.attempts, err: error }, failed ? 'e-mail failed for good' : 'e-mail failed, will retry')
    await db
      .updateTable('email_outbox')
      .set({ status: failed ? 'failed' : 'pending', locked_until: null, last_error: message.slice(0, 1000), next_attempt_at: new Date(Date.now() + retryDelaySeconds(row.attempts, retryBaseSeconds) * 1000) })
      .where('id', '=', row.id)
      .execute()
  }

  async function processDue(): Promise<void> {
    for (let rows = await claim(); rows.length > 0; rows = await claim()) {
      for (const row of rows) {
        const error = await deliver(row).then(
          () => null,
          (reason: unknown) => reason ?? new Error('delivery failed'),
        )
        await settle(row, error)
      }
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await processDue().catch((error: unknown) => log.error({ err: error }, 'e-mail outbox run failed'))
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
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    },
  }
}
