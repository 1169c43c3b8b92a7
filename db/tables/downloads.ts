import type { Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Language } from './columnTypes.ts'

/** A file a downloadable product sells (migration 0031). */
export interface DownloadableLinkTable {
  id: Generated<number>
  sku: string
  sort_order: Generated<number>
  /** Downloads per piece bought; 0 = unlimited. */
  number_of_downloads: Generated<number>
}

/** A downloadable link's title and file in one language. */
export interface DownloadableLinkFileTable {
  link_id: number
  language: Language
  title: string
  file_name: string
  /** Relative to DATA_DIR/downloads; never shown to shoppers. */
  storage_key: string
}

/** Statuses of a purchased link. */
export type DownloadableLinkStatus = 'available' | 'expired' | 'refunded' | 'canceled'

/** A link bought with a paid order line (Magento's downloadable_link_purchased_item). */
export interface DownloadableLinkPurchasedItemTable {
  id: Generated<number>
  order_id: number
  order_item_id: number
  link_id: number | null
  product_sku: string
  product_name: string
  link_title: string
  file_name: string
  storage_key: string
  number_of_downloads_bought: number
  number_of_downloads_used: Generated<number>
  status: Generated<DownloadableLinkStatus>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** The tables of downloadable products and the links bought, by name. */
export interface DownloadTables {
  downloadable_link: DownloadableLinkTable
  downloadable_link_file: DownloadableLinkFileTable
  downloadable_link_purchased_item: DownloadableLinkPurchasedItemTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const DOWNLOAD_COLUMNS = {
  downloadable_link: {
    id: 'not null',
    sku: 'not null',
    sort_order: 'not null',
    number_of_downloads: 'not null',
  },
  downloadable_link_file: {
    link_id: 'not null',
    language: 'not null',
    title: 'not null',
    file_name: 'not null',
    storage_key: 'not null',
  },
  downloadable_link_purchased_item: {
    id: 'not null',
    order_id: 'not null',
    order_item_id: 'not null',
    link_id: 'null',
    product_sku: 'not null',
    product_name: 'not null',
    link_title: 'not null',
    file_name: 'not null',
    storage_key: 'not null',
    number_of_downloads_bought: 'not null',
    number_of_downloads_used: 'not null',
    status: 'not null',
    created_at: 'not null',
    updated_at: 'not null',
  },
} as const satisfies ColumnsOf<DownloadTables>
