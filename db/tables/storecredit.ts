import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** A customer's store-credit balance: the sum of their ledger, never below zero. */
export interface StoreCreditBalanceTable {
  customer_id: number
  balance_cents: number
  currency: ColumnType<string, string | undefined, string>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Why a customer's store credit moved. */
export type StoreCreditReason = 'refund' | 'adjustment' | 'order_debit'

/** A movement of a customer's store-credit ledger (signed cents), with the balance after it. */
export interface StoreCreditMovementTable {
  id: Generated<number>
  customer_id: number
  amount_cents: number
  reason: StoreCreditReason
  reference: ColumnType<string, string | undefined, string>
  balance_after_cents: number
  created_at: ColumnType<Date, Date | undefined, never>
}

/** The tables of store credit balances and their ledger, by name. */
export interface StoreCreditTables {
  store_credit_balance: StoreCreditBalanceTable
  store_credit_movement: StoreCreditMovementTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const STORE_CREDIT_COLUMNS = {
  store_credit_balance: {
    customer_id: 'not null',
    balance_cents: 'not null',
    currency: 'not null',
    updated_at: 'not null',
  },
  store_credit_movement: {
    id: 'not null',
    customer_id: 'not null',
    amount_cents: 'not null',
    reason: 'not null',
    reference: 'not null',
    balance_after_cents: 'not null',
    created_at: 'not null',
  },
} as const satisfies ColumnsOf<StoreCreditTables>
