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

/** Why a size's quantity changed (migration 0068); `unknown` when its writer did not say. */
export type StockMovementKind = 'order' | 'cancellation' | 'return' | 'manual' | 'import' | 'unknown'

/** One change of a size's quantity, written by a trigger in the transaction that made it (migration 0068). */
export interface StockMovementTable {
  id: ColumnType<number, never, never>
  sku: string
  kind: StockMovementKind
  /** Pieces added (positive) or taken (negative). */
  delta: number
  qty_after: number
  /** The order or return number, the staff member's e-mail or `command line`, an import's source. */
  reference: string | null
  created_at: Generated<Date>
}

/** The tables of in-stock alerts and stock movements, by name. */
export interface StockTables {
  stock_alert: StockAlertTable
  stock_movement: StockMovementTable
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
  stock_movement: {
    id: 'not null',
    sku: 'not null',
    kind: 'not null',
    delta: 'not null',
    qty_after: 'not null',
    reference: 'null',
    created_at: 'not null',
  },
} as const satisfies ColumnsOf<StockTables>
