import { sql, type Kysely, type Selectable } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, EmailOutboxTable } from '../../db/tables.ts'
import {
  createOutboxWorker as createWorker,
  PermanentDeliveryError,
  type OutboxWorker,
} from '../../domain/outbox/outboxWorker.ts'

export type { OutboxWorker } from '../../domain/outbox/outboxWorker.ts'

/** An outbox row as the worker claims it. */
export type OutboxRow = Selectable<EmailOutboxTable>

/** An error after which sending again cannot help (an unknown template): the row fails at once. */
export class PermanentEmailError extends PermanentDeliveryError {}

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

/**
 * The e-mail outbox's worker (the shared outbox worker over `email_outbox`): claims due rows,
 * sends them, retries failures with a growing delay; several instances never send a message twice.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  return createWorker<OutboxRow>({
    ...options,
    table: 'email_outbox',
    label: 'e-mail',
    describe: (row) => ({ emailId: row.id, template: row.template }),
    async markDelivered(db, row) {
      // One-time secrets (a reset or confirmation link, a gift card's code) live only in the message
      // sent; an order's e-mail keeps its data: it holds what the order holds, for "send again".
      await db
        .updateTable('email_outbox')
        .set({
          status: 'sent',
          sent_at: new Date(),
          locked_until: null,
          last_error: null,
          data: sql<string>`case when order_number is null then '{}'::jsonb else data end`,
        })
        .where('id', '=', row.id)
        .execute()
    },
  })
}
