import { sql, type Kysely, type Selectable } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, PaymentProviderTestEventTable } from '../../db/tables.ts'
import { sendEvent, type WebhookSender } from '../../domain/payments/offline/offlineEvents.ts'
import { createOutboxWorker, type OutboxWorker } from '../../domain/outbox/outboxWorker.ts'

/** An event of the offline provider as the outbox claims it. */
export type WebhookOutboxRow = Selectable<PaymentProviderTestEventTable>

/** Options of {@link createWebhookOutbox}. */
export interface WebhookOutboxOptions {
  db: Kysely<Database>
  /** Signs the events. */
  secret: string
  /** Posts a signed event to the shop's webhook route and answers its HTTP status. */
  send: WebhookSender
  log: FastifyBaseLogger
  /** How often due events are looked for. */
  pollIntervalMs: number
  /** Delay before the second attempt, in seconds; it doubles after each failure. */
  retryBaseSeconds?: number
}

/** The offline provider's webhook outbox: the shared worker, and delivery of one intent's events now. */
export interface WebhookOutbox extends Pick<OutboxWorker, 'start' | 'drain' | 'stop'> {
  /** Sends the intent's pending events now; never rejects (what fails is sent again later). */
  deliverIntentEvents(intentId: string): Promise<void>
}

/**
 * The offline provider's events as an outbox (the shared outbox worker over
 * `payment_provider_test_event`), as a remote provider resends its webhooks: an event the shop
 * did not accept (the app closing, the database away) is sent again after 30 s, 1 min, 2 min …
 * A real provider keeps its own outbox; the reconciliation job covers what it loses.
 */
export function createWebhookOutbox(options: WebhookOutboxOptions): WebhookOutbox {
  const { db, secret, send } = options
  const worker = createOutboxWorker<WebhookOutboxRow>({
    db,
    log: options.log,
    pollIntervalMs: options.pollIntervalMs,
    retryBaseSeconds: options.retryBaseSeconds,
    // A short lease: a worker that died mid-send leaves its events to the next instance soon.
    leaseSeconds: 30,
    maxAttempts: 16,
    table: 'payment_provider_test_event',
    label: 'payment webhook',
    describe: (row) => ({ eventId: row.id, intent: row.intent_id, type: row.type }),
    deliver: (row) => sendEvent(row, secret, send, new Date()),
    async markDelivered(database, row) {
      await database
        .updateTable('payment_provider_test_event')
        .set({ status: 'delivered', delivered_at: new Date(), locked_until: null, last_error: null })
        .where('id', '=', row.id)
        .execute()
    },
  })
  return {
    start: worker.start,
    drain: worker.drain,
    stop: worker.stop,
    deliverIntentEvents: (intentId) =>
      worker.deliverNow((alias) => sql`${sql.ref(`${alias}.intent_id`)} = ${intentId}`),
  }
}
