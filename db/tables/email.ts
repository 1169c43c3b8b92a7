import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** A transactional e-mail waiting in, or sent from, the outbox (migration 0009). */
export interface EmailOutboxTable {
  id: Generated<number>
  store_key: string
  template: string
  recipient: string
  data: ColumnType<Record<string, unknown>, string, string>
  status: ColumnType<
    'pending' | 'sent' | 'failed',
    'pending' | 'sent' | 'failed' | undefined,
    'pending' | 'sent' | 'failed'
  >
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  locked_until: Date | null
  last_error: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  sent_at: Date | null
  /** Where replies go (the shopper of a contact message), else null (migration 0027). */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>
  /** The order an order e-mail is about (its number), else null; such an e-mail keeps its data once sent (migration 0093). */
  order_number: ColumnType<string | null, string | null | undefined, string | null>
}

/** The tables of the transactional e-mails' outbox, by name. */
export interface EmailTables {
  email_outbox: EmailOutboxTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const EMAIL_COLUMNS = {
  email_outbox: {
    id: 'not null',
    store_key: 'not null',
    template: 'not null',
    recipient: 'not null',
    data: 'not null',
    status: 'not null',
    attempts: 'not null',
    next_attempt_at: 'not null',
    locked_until: 'null',
    last_error: 'null',
    created_at: 'not null',
    sent_at: 'null',
    reply_to: 'null',
    order_number: 'null',
  },
} as const satisfies ColumnsOf<EmailTables>
