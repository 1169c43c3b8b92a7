import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** A customer's wishlist; its share code is kept only as a SHA-256. */
export interface WishlistTable {
  id: Generated<number>
  customer_id: number
  share_code_hash: string | null
  shared_at: Date | null
  share_revoked_at: Date | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** An option of a wishlist item as Magento's `SelectedOption` names it. */
export interface WishlistOptionValue {
  option_id: string
  option_value: string
}

/** A bundle selection of a wishlist item, with its pieces. */
export interface WishlistBundleOptionValue extends WishlistOptionValue {
  option_qty: number
}

/** A product in a wishlist, with the options chosen. */
export interface WishlistItemTable {
  id: Generated<number>
  wishlist_id: number
  sku: string
  selected_options: ColumnType<WishlistOptionValue[], string | undefined, string>
  selected_custom_options: ColumnType<WishlistOptionValue[], string | undefined, string>
  selected_bundle_options: ColumnType<WishlistBundleOptionValue[], string | undefined, string>
  options_key: string
  added_at: ColumnType<Date, Date | undefined, never>
}

/** The tables of wishlists, by name. */
export interface WishlistTables {
  wishlist: WishlistTable
  wishlist_item: WishlistItemTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const WISHLIST_COLUMNS = {
  wishlist: {
    id: 'not null',
    customer_id: 'not null',
    share_code_hash: 'null',
    shared_at: 'null',
    share_revoked_at: 'null',
    created_at: 'not null',
    updated_at: 'not null',
  },
  wishlist_item: {
    id: 'not null',
    wishlist_id: 'not null',
    sku: 'not null',
    selected_options: 'not null',
    selected_custom_options: 'not null',
    selected_bundle_options: 'not null',
    options_key: 'not null',
    added_at: 'not null',
  },
} as const satisfies ColumnsOf<WishlistTables>
