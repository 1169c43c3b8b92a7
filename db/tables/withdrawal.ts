import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/**
 * A withdrawal from an order's contract, as the consumer sent it (migration 0030): never updated but for its refund
 * and the link to its acknowledgment e-mail.
 */
export interface OrderWithdrawalTable {
  id: Generated<number>
  order_id: number
  store_key: string
  locale: string
  /** The signed-in customer who sent it; null for a guest (by the order's signed link). */
  customer_id: number | null
  name: string
  email: string
  /** Every piece left was withdrawn (no items chosen). */
  whole_order: boolean
  submitted_at: ColumnType<Date, Date | undefined, never>
  /** SHA-256 of the order id and the client address. */
  client_ip_hash: string | null
  /** The same statement sent twice makes one withdrawal. */
  idempotency_key: string
  /** When staff started its refund, and the credit memo once made (migration 0056). */
  refund_claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  credit_memo_id: ColumnType<number | null, number | null | undefined, number | null>
  /** The acknowledgment of receipt e-mailed to the consumer (migration 0093); null before it, or once erased. */
  acknowledgment_email_id: ColumnType<number | null, number | null | undefined, number | null>
}

/** The pieces of an order line a withdrawal covers (migration 0030). */
export interface OrderWithdrawalItemTable {
  withdrawal_id: number
  order_item_id: number
  sku: string
  name: string
  quantity: number
}

/** The tables of withdrawals from orders, by name. */
export interface WithdrawalTables {
  order_withdrawal: OrderWithdrawalTable
  order_withdrawal_item: OrderWithdrawalItemTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const WITHDRAWAL_COLUMNS = {
  order_withdrawal: {
    id: 'not null',
    order_id: 'not null',
    store_key: 'not null',
    locale: 'not null',
    customer_id: 'null',
    name: 'not null',
    email: 'not null',
    whole_order: 'not null',
    submitted_at: 'not null',
    client_ip_hash: 'null',
    idempotency_key: 'not null',
    refund_claimed_at: 'null',
    credit_memo_id: 'null',
    acknowledgment_email_id: 'null',
  },
  order_withdrawal_item: {
    withdrawal_id: 'not null',
    order_item_id: 'not null',
    sku: 'not null',
    name: 'not null',
    quantity: 'not null',
  },
} as const satisfies ColumnsOf<WithdrawalTables>
