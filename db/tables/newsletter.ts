import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** A newsletter subscriber of one store and its consent record (migration 0022). */
export interface NewsletterSubscriberTable {
  id: Generated<number>
  email: string
  store_key: string
  customer_id: number | null
  status: ColumnType<
    NewsletterSubscriberStatus,
    NewsletterSubscriberStatus | undefined,
    NewsletterSubscriberStatus
  >
  confirm_token_hash: string | null
  confirm_token_expires_at: Date | null
  consent_source: ColumnType<'form' | 'account', 'form' | 'account' | undefined, 'form' | 'account'>
  asked_at: ColumnType<Date, Date | undefined, Date>
  confirmed_at: Date | null
  unsubscribed_at: Date | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Where a newsletter subscriber stands: asked and not confirmed yet, subscribed, or gone. */
export type NewsletterSubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed'

/** An unsubscribe link's token, stored as its SHA-256 hash (migration 0022). */
export interface NewsletterUnsubscribeTokenTable {
  token_hash: string
  subscriber_id: number
  created_at: ColumnType<Date, Date | undefined, never>
}

/** The tables of newsletter subscriptions, by name. */
export interface NewsletterTables {
  newsletter_subscriber: NewsletterSubscriberTable
  newsletter_unsubscribe_token: NewsletterUnsubscribeTokenTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const NEWSLETTER_COLUMNS = {
  newsletter_subscriber: {
    id: 'not null',
    email: 'not null',
    store_key: 'not null',
    customer_id: 'null',
    status: 'not null',
    confirm_token_hash: 'null',
    confirm_token_expires_at: 'null',
    consent_source: 'not null',
    asked_at: 'not null',
    confirmed_at: 'null',
    unsubscribed_at: 'null',
    created_at: 'not null',
    updated_at: 'not null',
  },
  newsletter_unsubscribe_token: { token_hash: 'not null', subscriber_id: 'not null', created_at: 'not null' },
} as const satisfies ColumnsOf<NewsletterTables>
