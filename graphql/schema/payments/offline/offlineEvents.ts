import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
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
export async function recordEvent(trx: Transaction<Database>, intentId: string, type: PaymentWebhookEvent['type'], now: Date, refund?: RefundedDetail): Promise<void> {
  const id = `evt_test_${randomBytes(12).toString('hex')}`
  const intent = await trx.selectFrom('payment_provider_test_intent').selectAll().where('id', '=', intentId).executeTakeFirstOrThrow()
  const payload = {
    id,
    type,
    created: Math.floor(now.getTime() / 1000),
    data: { id: intent.id, status: intent.status, amountCents: intent.amount_cents, currency: intent.currency, reference: intent.reference, declineCode: intent.decline_code, ...(refund ? { refund } : {}) },
  }
  await trx.insertInto('payment_provider_test_event').values({ id, intent_id: intentId, type, payload: JSON.stringify(payload) }).execute()
}

/**
 * Sends the intent's undelivered events to the shop, signed, and marks those the shop
 * accepted (2xx). One still undelivered is sent again by the next call; a real provider
 * retries on its own schedule, and the shop's handler is idempotent either way.
 */
export async function deliverPendingEvents(db: Kysely<Database>, intentId: string, secret: string, send: WebhookSender, now: () => Date): Promise<void> {
  const pending = await db.selectFrom('payment_provider_test_event').select(['id', 'payload']).where('intent_id', '=', intentId).where('delivered_at', 'is', null).orderBy('created_at').execute()
  for (const event of pending) {
    const rawBody = JSON.stringify(event.payload)
    let status = 0
    try {
      status = await send(rawBody, signWebhook(secret, rawBody, Math.floor(now().getTime() / 1000)))
    } finally {
      const delivered = status >= 200 && status < 300
      await db
        .updateTable('payment_provider_test_event')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), ...(delivered ? { delivered_at: now() } : {}) }))
        .where('id', '=', event.id)
        .execute()
    }
  }
}
