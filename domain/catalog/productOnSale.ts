import type { ProductRow } from './productRow.ts'

/**
 * Whether a product is on sale in a store: staff switch it off per store in the back office
 * (docs/back-office.md#catalogue); switched off, its page answers as not found there.
 */
export function isOnSaleIn(row: Pick<ProductRow, 'disabled_stores'>, storeKey: string): boolean {
  return !row.disabled_stores.includes(storeKey)
}
