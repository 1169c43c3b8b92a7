import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** An in-stock alert for one variant (migration 0028): double opt-in, sent once when stock returns. */
export interface StockAlertTable {
  id: Generated<number>
  /** The variant's sku (a size of a configurable product). */
  sku: string
  email: string
  /** The store asked in: its language is the e-mails' language. */
  store_key: string
  customer_id: number | null
  status: ColumnType<StockAlertStatus, StockAlertStatus | undefined, StockAlertStatus>
  confirm_token_hash: string | null
  confirm_token_expires_at: Date | null
  unsubscribe_token_hash: string | null
  confirmed_at: Date | null
  sent_at: Date | null
  unsubscribed_at: Date | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** Where an in-stock alert stands. */
export type StockAlertStatus = 'pending' | 'confirmed' | 'sent' | 'unsubscribed'

/** The tables of in-stock alerts, by name. */
export interface StockTables {
  stock_alert: StockAlertTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const STOCK_COLUMNS = {
  stock_alert: {
    id: 'not null',
    sku: 'not null',
    email: 'not null',
    store_key: 'not null',
    customer_id: 'null',
    status: 'not null',
    confirm_token_hash: 'null',
    confirm_token_expires_at: 'null',
    unsubscribe_token_hash: 'null',
    confirmed_at: 'null',
    sent_at: 'null',
    unsubscribed_at: 'null',
    created_at: 'not null',
    updated_at: 'not null',
  },
} as const satisfies ColumnsOf<StockTables>
