import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** The amounts a gift card product is sold for (migration 0020), gross cents. */
export interface GiftCardProductTable {
  sku: string
  amounts_cents: number[]
  open_amount_min_cents: number | null
  open_amount_max_cents: number | null
}

/** A gift card account (migration 0018): the code is kept only as a hash and its last four characters. */
export interface GiftCardAccountTable {
  id: Generated<number>
  code_hash: string
  code_last4: string
  initial_cents: number
  balance_cents: number
  currency: ColumnType<string, string | undefined, string>
  store_key: string
  state: ColumnType<GiftCardState, GiftCardState | undefined, GiftCardState>
  expires_at: Date | null
  order_id: number | null
  sender_name: ColumnType<string, string | undefined, string>
  sender_email: ColumnType<string, string | undefined, string>
  recipient_name: ColumnType<string, string | undefined, string>
  recipient_email: ColumnType<string, string | undefined, string>
  message: ColumnType<string, string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Where a gift card stands: spendable, spent to zero, past its date, or switched off by the shop. */
export type GiftCardState = 'active' | 'used' | 'expired' | 'disabled'

/** A movement of a gift card's ledger (signed cents: issue and refund add, debit takes, staff adjust either way). */
export interface GiftCardMovementTable {
  id: Generated<number>
  gift_card_id: number
  kind: 'issue' | 'debit' | 'refund' | 'adjustment'
  amount_cents: number
  reference: ColumnType<string, string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
  /** Why staff adjusted the balance (migration 0066), empty otherwise. */
  reason: ColumnType<string, string | undefined, string>
  /** The staff member who adjusted or issued it, else null. */
  staff_id: ColumnType<number | null, number | null | undefined, number | null>
}

/** The tables of gift cards: products, accounts and their ledger, by name. */
export interface GiftCardTables {
  giftcard_product: GiftCardProductTable
  gift_card_account: GiftCardAccountTable
  gift_card_movement: GiftCardMovementTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const GIFT_CARD_COLUMNS = {
  giftcard_product: {
    sku: 'not null',
    amounts_cents: 'not null',
    open_amount_min_cents: 'null',
    open_amount_max_cents: 'null',
  },
  gift_card_account: {
    id: 'not null',
    code_hash: 'not null',
    code_last4: 'not null',
    initial_cents: 'not null',
    balance_cents: 'not null',
    currency: 'not null',
    store_key: 'not null',
    state: 'not null',
    expires_at: 'null',
    order_id: 'null',
    sender_name: 'not null',
    sender_email: 'not null',
    recipient_name: 'not null',
    recipient_email: 'not null',
    message: 'not null',
    created_at: 'not null',
    updated_at: 'not null',
  },
  gift_card_movement: {
    id: 'not null',
    gift_card_id: 'not null',
    kind: 'not null',
    amount_cents: 'not null',
    reference: 'not null',
    created_at: 'not null',
    reason: 'not null',
    staff_id: 'null',
  },
} as const satisfies ColumnsOf<GiftCardTables>
