import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** What the shop asks its marketing provider to do (migration 0033). */
export type MarketingSyncAction = 'subscribe' | 'unsubscribe' | 'event'

/** A call the marketing provider must receive: the sync outbox, delivered in order per address (migration 0033). */
export interface MarketingSyncJobTable {
  id: Generated<number>
  action: MarketingSyncAction
  email: string
  /** The store whose newsletter list is meant; null for all marketing. */
  store_key: string | null
  customer_id: number | null
  /** What caused it: `newsletter`, `marketingUnsubscribe`, `cartReminder`. */
  source: string
  /** An event's name and properties. */
  payload: ColumnType<Record<string, unknown>, string | undefined, string>
  status: ColumnType<
    'pending' | 'done' | 'failed',
    'pending' | 'done' | 'failed' | undefined,
    'pending' | 'done' | 'failed'
  >
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  locked_until: Date | null
  last_error: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  done_at: Date | null
}

/** A customer who unsubscribed from marketing; a newer marketing consent lifts it (migration 0033). */
export interface MarketingOptOutTable {
  customer_id: number
  store_key: string
  opted_out_at: ColumnType<Date, Date | undefined, Date>
}

/** An unsubscribe link of a marketing e-mail, stored as its SHA-256 (migration 0033). */
export interface MarketingUnsubscribeTokenTable {
  token_hash: string
  customer_id: number
  store_key: string
  created_at: ColumnType<Date, Date | undefined, never>
}

/** An abandoned-cart reminder: one per change of a cart (migration 0033). */
export interface CartReminderTable {
  id: Generated<number>
  cart_id: string
  /** The cart's `updated_at` the reminder is about. */
  cart_changed_at: Date
  customer_id: number
  store_key: string
  email_outbox_id: number | null
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A contact of the offline marketing provider (migration 0033). */
export interface MarketingOfflineContactTable {
  id: Generated<number>
  email: string
  store_key: string | null
  language: string | null
  lists: ColumnType<string[], string | undefined, string>
  status: ColumnType<
    'subscribed' | 'unsubscribed',
    'subscribed' | 'unsubscribed' | undefined,
    'subscribed' | 'unsubscribed'
  >
  attributes: ColumnType<Record<string, unknown>, string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  unsubscribed_at: Date | null
}

/** A call the offline marketing provider received (migration 0033). */
export interface MarketingOfflineEventTable {
  id: Generated<number>
  email: string
  kind: 'contact_upserted' | 'contact_unsubscribed' | 'event'
  name: string | null
  payload: ColumnType<Record<string, unknown>, string | undefined, string>
  idempotency_key: string | null
  created_at: ColumnType<Date, Date | undefined, never>
}

/** The tables of marketing automation: the sync outbox, opt-outs, cart reminders, the offline provider, by name. */
export interface MarketingTables {
  marketing_sync_job: MarketingSyncJobTable
  marketing_opt_out: MarketingOptOutTable
  marketing_unsubscribe_token: MarketingUnsubscribeTokenTable
  cart_reminder: CartReminderTable
  marketing_offline_contact: MarketingOfflineContactTable
  marketing_offline_event: MarketingOfflineEventTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const MARKETING_COLUMNS = {
  marketing_sync_job: {
    id: 'not null',
    action: 'not null',
    email: 'not null',
    store_key: 'null',
    customer_id: 'null',
    source: 'not null',
    payload: 'not null',
    status: 'not null',
    attempts: 'not null',
    next_attempt_at: 'not null',
    locked_until: 'null',
    last_error: 'null',
    created_at: 'not null',
    done_at: 'null',
  },
  marketing_opt_out: { customer_id: 'not null', store_key: 'not null', opted_out_at: 'not null' },
  marketing_unsubscribe_token: {
    token_hash: 'not null',
    customer_id: 'not null',
    store_key: 'not null',
    created_at: 'not null',
  },
  cart_reminder: {
    id: 'not null',
    cart_id: 'not null',
    cart_changed_at: 'not null',
    customer_id: 'not null',
    store_key: 'not null',
    email_outbox_id: 'null',
    created_at: 'not null',
  },
  marketing_offline_contact: {
    id: 'not null',
    email: 'not null',
    store_key: 'null',
    language: 'null',
    lists: 'not null',
    status: 'not null',
    attributes: 'not null',
    created_at: 'not null',
    updated_at: 'not null',
    unsubscribed_at: 'null',
  },
  marketing_offline_event: {
    id: 'not null',
    email: 'not null',
    kind: 'not null',
    name: 'null',
    payload: 'not null',
    idempotency_key: 'null',
    created_at: 'not null',
  },
} as const satisfies ColumnsOf<MarketingTables>
