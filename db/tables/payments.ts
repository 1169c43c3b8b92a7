import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** The shop's record of a payment at its provider (migration 0017). */
export interface PaymentTable {
  id: Generated<number>
  provider: string
  provider_intent_id: string
  owner_key: string
  reference: string
  amount_cents: number
  currency: string
  method: 'card' | 'wallet'
  status: string
  decline_code: string | null
  captured_at: Date | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  /** When the reconciliation job last asked the provider about it (migration 0047). */
  checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** When its refund was decided instead of an order, under its row lock (migration 0052): it never pays an order after that. */
  refund_decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** The shop's record of a refund it asked its provider for (migration 0023). */
export interface PaymentRefundTable {
  id: Generated<number>
  payment_id: number
  provider_refund_id: string
  amount_cents: number
  reason: string
  status: 'succeeded' | 'pending' | 'failed'
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A provider webhook event the shop has processed (its id makes redelivery harmless). */
export interface PaymentWebhookEventTable {
  provider: string
  event_id: string
  type: string
  processed_at: ColumnType<Date, Date | undefined, never>
}

/** What the reconciliation job did with a captured payment it found without an order or a refund (migration 0047). */
export interface PaymentReconciliationTable {
  id: Generated<number>
  payment_id: number
  outcome: 'order_placed' | 'refunded' | 'refund_failed'
  /** The order's refusal code, or `placed`. */
  reason: string
  order_id: number | null
  created_at: ColumnType<Date, Date | undefined, never>
}

/** An intent of the built-in offline test provider (its own storage, never card numbers). */
export interface PaymentProviderTestIntentTable {
  id: string
  idempotency_key: string
  amount_cents: number
  currency: string
  reference: string
  method: 'card' | 'wallet'
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded'
  decline_code: string | null
  card_brand: string | null
  card_last4: string | null
  locale: string
  return_path: string
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** An event the offline test provider sends to the shop's webhook route, through its outbox (migration 0047). */
export interface PaymentProviderTestEventTable {
  id: string
  intent_id: string
  type: string
  payload: ColumnType<Record<string, unknown>, string, string>
  delivered_at: Date | null
  attempts: ColumnType<number, number | undefined, number>
  created_at: ColumnType<Date, Date | undefined, never>
  status: ColumnType<
    'pending' | 'delivered' | 'failed',
    'pending' | 'delivered' | 'failed' | undefined,
    'pending' | 'delivered' | 'failed'
  >
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  locked_until: Date | null
  last_error: string | null
}

/** A refund of the built-in offline test provider (migration 0023). */
export interface PaymentProviderTestRefundTable {
  id: string
  intent_id: string
  idempotency_key: string
  amount_cents: number
  reason: string
  status: 'succeeded' | 'pending' | 'failed'
  created_at: ColumnType<Date, Date | undefined, never>
}

/** The tables of payments, refunds, webhooks, reconciliation and the offline test provider, by name. */
export interface PaymentTables {
  payment: PaymentTable
  payment_refund: PaymentRefundTable
  payment_webhook_event: PaymentWebhookEventTable
  payment_reconciliation: PaymentReconciliationTable
  payment_provider_test_intent: PaymentProviderTestIntentTable
  payment_provider_test_event: PaymentProviderTestEventTable
  payment_provider_test_refund: PaymentProviderTestRefundTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const PAYMENT_COLUMNS = {
  payment: {
    id: 'not null',
    provider: 'not null',
    provider_intent_id: 'not null',
    owner_key: 'not null',
    reference: 'not null',
    amount_cents: 'not null',
    currency: 'not null',
    method: 'not null',
    status: 'not null',
    decline_code: 'null',
    captured_at: 'null',
    created_at: 'not null',
    updated_at: 'not null',
    checked_at: 'null',
    refund_decided_at: 'null',
  },
  payment_refund: {
    id: 'not null',
    payment_id: 'not null',
    provider_refund_id: 'not null',
    amount_cents: 'not null',
    reason: 'not null',
    status: 'not null',
    created_at: 'not null',
  },
  payment_webhook_event: {
    provider: 'not null',
    event_id: 'not null',
    type: 'not null',
    processed_at: 'not null',
  },
  payment_reconciliation: {
    id: 'not null',
    payment_id: 'not null',
    outcome: 'not null',
    reason: 'not null',
    order_id: 'null',
    created_at: 'not null',
  },
  payment_provider_test_intent: {
    id: 'not null',
    idempotency_key: 'not null',
    amount_cents: 'not null',
    currency: 'not null',
    reference: 'not null',
    method: 'not null',
    status: 'not null',
    decline_code: 'null',
    card_brand: 'null',
    card_last4: 'null',
    locale: 'not null',
    return_path: 'not null',
    created_at: 'not null',
    updated_at: 'not null',
  },
  payment_provider_test_event: {
    id: 'not null',
    intent_id: 'not null',
    type: 'not null',
    payload: 'not null',
    delivered_at: 'null',
    attempts: 'not null',
    created_at: 'not null',
    status: 'not null',
    next_attempt_at: 'not null',
    locked_until: 'null',
    last_error: 'null',
  },
  payment_provider_test_refund: {
    id: 'not null',
    intent_id: 'not null',
    idempotency_key: 'not null',
    amount_cents: 'not null',
    reason: 'not null',
    status: 'not null',
    created_at: 'not null',
  },
} as const satisfies ColumnsOf<PaymentTables>
