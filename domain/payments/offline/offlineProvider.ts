import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type {
  Database,
  PaymentProviderTestIntentTable,
  PaymentProviderTestRefundTable,
} from '../../../db/tables.ts'
import {
  PaymentRefundError,
  WebhookSignatureError,
  type CreateIntentInput,
  type PaymentRefund,
  type RefundInput,
  type PaymentDeclineCode,
  type PaymentIntent,
  type PaymentProvider,
  type PaymentWebhookEvent,
} from '../paymentProvider.ts'
import { checkWebhookSignature } from '../webhookSignature.ts'
import { isSafeReturnPath } from '../returnPath.ts'
import { checkCard, type CardDetails, type CardErrorCode } from './testCards.ts'
import { recordEvent } from './offlineEvents.ts'

/** Where the offline provider's hosted pieces live in the shop's own app. */
export const OFFLINE_PROVIDER_PREFIX = '/payment-provider/test'

type IntentRow = Selectable<PaymentProviderTestIntentTable>

const toRefund = (row: Selectable<PaymentProviderTestRefundTable>): PaymentRefund => ({
  id: row.id,
  status: row.status,
  amountCents: row.amount_cents,
})

/** What a card confirmation came to. */
export type CardConfirmation =
  | { kind: 'refused' }
  | { kind: 'invalid_card'; error: CardErrorCode }
  | { kind: 'unexpected_state'; intent: PaymentIntent }
  | { kind: 'confirmed'; intent: PaymentIntent }

/** An intent as the provider's hosted pages show it. */
export interface HostedIntent {
  intent: PaymentIntent
  locale: string
  returnPath: string
}

/** The built-in offline test provider: the {@link PaymentProvider} interface plus what its hosted pages do. */
export interface OfflinePaymentProvider extends PaymentProvider {
  /** Attaches card details (checked; only brand and last4 kept) and confirms; the client secret proves the caller. */
  confirmCard(intentId: string, clientSecret: string, details: CardDetails): Promise<CardConfirmation>
  /** The intent behind a challenge or wallet sheet URL, or null when its token is wrong. */
  hostedIntent(intentId: string, actionToken: string): Promise<HostedIntent | null>
  /** The 3-D Secure challenge's answer; null when the token is wrong. */
  completeChallenge(intentId: string, actionToken: string, passed: boolean): Promise<HostedIntent | null>
  /** The return path the intent was created with, or null for an unknown intent. */
  returnPathOf(intentId: string): Promise<string | null>
  /** The wallet sheet's answer; null when the token is wrong. */
  answerWalletSheet(intentId: string, actionToken: string, paid: boolean): Promise<HostedIntent | null>
}

/** Options of {@link createOfflineProvider}. */
export interface OfflineProviderOptions {
  db: Kysely<Database>
  /** Signs webhooks and derives client secrets and page tokens. */
  secret: string
  /**
   * Delivers the intent's pending events now (the shop's webhook outbox, which sends again what
   * fails); never rejects. Without it (command-line scripts) they wait for the running shop's outbox.
   */
  deliverEvents?: (intentId: string) => Promise<void>
  now?: () => Date
}

/** Creates the offline test provider over its own tables (migrations 0017 and 0023). */
export function createOfflineProvider({
  db,
  secret,
  deliverEvents = async () => {},
  now = () => new Date(),
}: OfflineProviderOptions): OfflinePaymentProvider {
  const derive = (purpose: string, intentId: string) =>
    createHmac('sha256', secret).update(`${purpose}:${intentId}`).digest('base64url').slice(0, 32)
  const clientSecretOf = (intentId: string) => `${intentId}_secret_${derive('client', intentId)}`
  const sameSecret = (given: string, expected: string) =>
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  const actionUrl = (row: IntentRow) =>
    `${OFFLINE_PROVIDER_PREFIX}/intents/${row.id}/${row.method === 'card' ? 'challenge' : 'wallet'}?token=${derive('action', row.id)}`

  function toIntent(row: IntentRow): PaymentIntent {
    const walletOpen =
      row.method === 'wallet' &&
      (row.status === 'requires_action' || row.status === 'requires_payment_method')
    return {
      id: row.id,
      clientSecret: clientSecretOf(row.id),
      status: row.status,
      amountCents: row.amount_cents,
      currency: row.currency,
      method: row.method,
      reference: row.reference,
      declineCode: row.decline_code as PaymentDeclineCode | null,
      card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
      nextActionUrl: row.status === 'requires_action' || walletOpen ? actionUrl(row) : null,
    }
  }

  const findRow = (id: string) =>
    db.selectFrom('payment_provider_test_intent').selectAll().where('id', '=', id).executeTakeFirst()
  const deliver = deliverEvents

  /** Moves an intent on from `from` states: captured when `passed`, else back to a new payment method with `declineCode`. */
  async function settleIn(
    trx: Transaction<Database>,
    id: string,
    from: readonly IntentRow['status'][],
    passed: boolean,
    declineCode: PaymentDeclineCode,
  ): Promise<boolean> {
    // The conditional update is the lock: of parallel attempts on one intent, one moves it.
    const claimed = await trx
      .updateTable('payment_provider_test_intent')
      .set(
        passed
          ? { status: 'processing', updated_at: now() }
          : { status: 'requires_payment_method', decline_code: declineCode, updated_at: now() },
      )
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    if (passed)
      await trx
        .updateTable('payment_provider_test_intent')
        .set({ status: 'succeeded', decline_code: null, updated_at: now() })
        .where('id', '=', id)
        .execute()
    await recordEvent(trx, id, passed ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', now())
    return true
  }

  /** Settles in a transaction of its own, then sends the webhook it recorded. */
  async function settle(
    id: string,
    from: readonly IntentRow['status'][],
    passed: boolean,
    declineCode: PaymentDeclineCode,
  ): Promise<void> {
    if (await db.transaction().execute((trx) => settleIn(trx, id, from, passed, declineCode)))
      await deliver(id)
  }

  async function hosted(intentId: string, actionToken: string): Promise<IntentRow | null> {
    if (!sameSecret(actionToken, derive('action', intentId))) return null
    return (await findRow(intentId)) ?? null
  }

  const asHosted = (row: IntentRow): HostedIntent => ({
    intent: toIntent(row),
    locale: row.locale,
    returnPath: row.return_path,
  })

  return {
    name: 'offline',
    // Served from the shop's own origin: nothing to add to the shop's Content-Security-Policy.
    contentSources: { script: [], frame: [], connect: [], img: [], formAction: [] },
    cardConfirmationUrl: (intentId) =>
      `${OFFLINE_PROVIDER_PREFIX}/intents/${encodeURIComponent(intentId)}/confirm`,

    async createIntent(input: CreateIntentInput) {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
        throw new RangeError('amountCents must be a positive whole number of cents')
      if (!isSafeReturnPath(input.returnPath))
        throw new RangeError('returnPath must be a path of the shop itself')
      const id = `pi_test_${randomBytes(12).toString('hex')}`
      await db
        .insertInto('payment_provider_test_intent')
        .values({
          id,
          idempotency_key: input.idempotencyKey,
          amount_cents: input.amountCents,
          currency: input.currency,
          reference: input.reference,
          method: input.method,
          status: input.method === 'wallet' ? 'requires_action' : 'requires_payment_method',
          locale: input.locale,
          return_path: input.returnPath,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .execute()
      const row = await db
        .selectFrom('payment_provider_test_intent')
        .selectAll()
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow()
      if (
        row.amount_cents !== input.amountCents ||
        row.currency !== input.currency ||
        row.method !== input.method
      ) {
        throw new Error('Idempotency key reused with other parameters')
      }
      return toIntent(row)
    },

    async retrieveIntent(id) {
      const row = await findRow(id)
      return row ? toIntent(row) : null
    },

    async refund(input: RefundInput) {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
        throw new PaymentRefundError('invalid_amount')
      const refunded = await db.transaction().execute(async (trx) => {
        const earlier = await trx
          .selectFrom('payment_provider_test_refund')
          .selectAll()
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirst()
        if (earlier) return { row: earlier, created: false }
        // The intent's row lock orders parallel refunds of one intent: each sees the others' amounts.
        const intent = await trx
          .selectFrom('payment_provider_test_intent')
          .select(['id', 'status', 'amount_cents'])
          .where('id', '=', input.intentId)
          .forUpdate()
          .executeTakeFirst()
        if (!intent) throw new PaymentRefundError('intent_not_found')
        if (intent.status !== 'succeeded') throw new PaymentRefundError('intent_not_captured')
        const again = await trx
          .selectFrom('payment_provider_test_refund')
          .selectAll()
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirst()
        if (again) return { row: again, created: false }
        const { total } = await trx
          .selectFrom('payment_provider_test_refund')
          .select(({ fn }) => fn.coalesce(fn.sum<number>('amount_cents'), sql<number>`0`).as('total'))
          .where('intent_id', '=', intent.id)
          .where('status', '!=', 'failed')
          .executeTakeFirstOrThrow()
        if (Number(total) + input.amountCents > intent.amount_cents)
          throw new PaymentRefundError('amount_too_large')
        const row = await trx
          .insertInto('payment_provider_test_refund')
          .values({
            id: `re_test_${randomBytes(12).toString('hex')}`,
            intent_id: intent.id,
            idempotency_key: input.idempotencyKey,
            amount_cents: input.amountCents,
            reason: input.reason,
            status: 'succeeded',
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await recordEvent(trx, intent.id, 'charge.refunded', now(), toRefund(row))
        return { row, created: true }
      })
      const { row } = refunded
      if (row.intent_id !== input.intentId || row.amount_cents !== input.amountCents)
        throw new PaymentRefundError('idempotency_key_reused')
      if (refunded.created) await deliver(row.intent_id)
      return toRefund(row)
    },

    verifyWebhook(rawBody, signatureHeader, at = now()): PaymentWebhookEvent {
      const problem = checkWebhookSignature(secret, rawBody, signatureHeader, at)
      if (problem) throw new WebhookSignatureError(problem)
      const payload = JSON.parse(rawBody) as {
        id: string
        type: PaymentWebhookEvent['type']
        created: number
        data: { id: string }
      }
      return { id: payload.id, type: payload.type, intentId: payload.data.id, created: payload.created }
    },

    async confirmCard(intentId, clientSecret, details) {
      if (!sameSecret(clientSecret, clientSecretOf(intentId))) return { kind: 'refused' }
      const checked = checkCard(details, now())
      if ('error' in checked) return { kind: 'invalid_card', error: checked.error }
      const { brand, last4, outcome } = checked.card
      const attached = await db.transaction().execute(async (trx) => {
        const attach = await trx
          .updateTable('payment_provider_test_intent')
          .set({
            status: 'requires_confirmation',
            card_brand: brand,
            card_last4: last4,
            decline_code: null,
            updated_at: now(),
          })
          .where('id', '=', intentId)
          .where('method', '=', 'card')
          .where('status', '=', 'requires_payment_method')
          .executeTakeFirst()
        if (Number(attach.numUpdatedRows) !== 1) return false
        if (outcome === 'challenge') {
          await trx
            .updateTable('payment_provider_test_intent')
            .set({ status: 'requires_action', updated_at: now() })
            .where('id', '=', intentId)
            .execute()
        } else {
          await settleIn(
            trx,
            intentId,
            ['requires_confirmation'],
            outcome === 'succeeds',
            outcome === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
          )
        }
        return true
      })
      if (attached) await deliver(intentId)
      const row = await findRow(intentId)
      if (!row) return { kind: 'refused' }
      return attached
        ? { kind: 'confirmed', intent: toIntent(row) }
        : { kind: 'unexpected_state', intent: toIntent(row) }
    },

    async returnPathOf(intentId) {
      return (await findRow(intentId))?.return_path ?? null
    },

    async hostedIntent(intentId, actionToken) {
      const row = await hosted(intentId, actionToken)
      return row ? asHosted(row) : null
    },

    async completeChallenge(intentId, actionToken, passed) {
      const row = await hosted(intentId, actionToken)
      if (!row || row.method !== 'card') return null
      await settle(intentId, ['requires_action'], passed, 'authentication_failed')
      return asHosted((await findRow(intentId))!)
    },

    async answerWalletSheet(intentId, actionToken, paid) {
      const row = await hosted(intentId, actionToken)
      if (!row || row.method !== 'wallet') return null
      await settle(
        intentId,
        paid ? ['requires_action', 'requires_payment_method'] : ['requires_action'],
        paid,
        'wallet_canceled',
      )
      return asHosted((await findRow(intentId))!)
    },
  }
}
