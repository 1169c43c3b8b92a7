import DataLoader from 'dataloader'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import type { ProductRow } from '../catalog/productRow.ts'
import { toGiftCardProductAmounts, type GiftCardProductAmounts } from './giftCardProduct.ts'

/** Per-request batch loader of gift card amounts by sku (null for any other sku): one statement per batch. */
export function createGiftCardProductLoader(db: Kysely<Database>) {
  return new DataLoader<string, GiftCardProductAmounts | null>(async (skus) => {
    const rows = await db
      .selectFrom('giftcard_product')
      .selectAll()
      .where('sku', 'in', [...skus])
      .execute()
    const bySku = new Map(rows.map((row) => [row.sku, toGiftCardProductAmounts(row)]))
    return skus.map((sku) => bySku.get(sku) ?? null)
  })
}

/** The amounts of a gift card product; null for any other product, which costs no query. */
export async function giftCardAmountsOf(
  row: Pick<ProductRow, 'sku' | 'type'>,
  context: DomainContext,
): Promise<GiftCardProductAmounts | null> {
  return row.type === 'giftcard' ? context.loaders.giftCardProduct.load(row.sku) : null
}
