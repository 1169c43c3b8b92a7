import { sql, type RawBuilder } from 'kysely'
import type { ProductRow } from './productRow.ts'

/**
 * Whether a product is on sale in a store: staff switch it off per store in the back office
 * (docs/back-office.md#catalogue); switched off, its page answers as not found there, and no
 * listing, search, sitemap, widget, wishlist or cart of that store shows or takes it.
 */
export function isOnSaleIn(row: Pick<ProductRow, 'disabled_stores'>, storeKey: string): boolean {
  return !row.disabled_stores.includes(storeKey)
}

/**
 * {@link isOnSaleIn} as an SQL condition on a row that carries `disabled_stores` (`product`, or
 * `product_translation`, which copies it like the other listing columns: migration 0061).
 * Every statement that lists or sells products takes this condition, never a copy of it.
 */
export function onSaleInSql(alias: string, storeKey: string): RawBuilder<boolean> {
  return sql<boolean>`not (${sql.ref(`${alias}.disabled_stores`)} @> array[${storeKey}]::text[])`
}
