import { randomBytes } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { PaymentWebhookEvent } from '../paymentProvider.ts'
import { signWebhook } from '../webhookSignature.ts'

/** Sends a signed webhook to the shop and answers its HTTP status. */
export type WebhookSender = (rawBody: string, signatureHeader: string) => Promise<number>

/** The refund a `charge.refunded` event reports, beside its intent. */
export interface RefundedDetail {
  id: string
  amountCents: number
  status: string
}

/** Writes an event to the provider's log in the transaction of the change it reports. */
export async function recordEvent(
  trx: Transaction<Database>,
  intentId: string,
  type: PaymentWebhookEvent['type'],
  now: Date,
  refund?: RefundedDetail,
): Promise<void> {
  const id = `evt_test_${randomBytes(12).toString('hex')}`
  const intent = await trx
    .selectFrom('payment_provider_test_intent')
    .selectAll()
    .where('id', '=', intentId)
    .executeTakeFirstOrThrow()
  const payload = {
    id,
    type,
    created: Math.floor(now.getTime() / 1000),
    data: {
      id: intent.id,
      status: intent.status,
      amountCents: intent.amount_cents,
      currency: intent.currency,
      reference: intent.reference,
      declineCode: intent.decline_code,
      ...(refund ? { refund } : {}),
    },
  }
  await trx
    .insertInto('payment_provider_test_event')
    .values({ id, intent_id: intentId, type, payload: JSON.stringify(payload) })
    .execute()
}

/** An event of the provider's log, as its outbox hands it over. */
export interface RecordedEvent {
  id: string
  payload: Record<string, unknown>
}

/**
 * Sends one event to the shop, signed now, and resolves when the shop accepted it (2xx); any
 * other answer, or none, rejects: the outbox sends it again later. The shop's handler is
 * idempotent, so an event sent twice changes nothing the second time.
 */
export async function sendEvent(
  event: RecordedEvent,
  secret: string,
  send: WebhookSender,
  now: Date,
): Promise<void> {
  const rawBody = JSON.stringify(event.payload)
  const status = await send(rawBody, signWebhook(secret, rawBody, Math.floor(now.getTime() / 1000)))
  if (status < 200 || status >= 300) throw new Error(`Webhook ${event.id} answered ${status}`)
}
