import type { Kysely, Selectable } from 'kysely'
import type { Database, GiftCardProductTable } from '../../db/tables.ts'

/** What a gift card product is sold for, gross cents. */
export interface GiftCardProductAmounts {
  amountsCents: number[]
  /** The range of an amount the shopper types, or null when only the listed amounts are sold. */
  openAmount: { minCents: number; maxCents: number } | null
}

/** The amounts of a gift card product; null for any other sku. */
export async function findGiftCardProduct(
  db: Kysely<Database>,
  sku: string,
): Promise<GiftCardProductAmounts | null> {
  const row = await db.selectFrom('giftcard_product').selectAll().where('sku', '=', sku).executeTakeFirst()
  return row ? toGiftCardProductAmounts(row) : null
}

/** The amounts of a `giftcard_product` row, the listed ones ascending. */
export function toGiftCardProductAmounts(row: Selectable<GiftCardProductTable>): GiftCardProductAmounts {
  const openAmount =
    row.open_amount_min_cents !== null && row.open_amount_max_cents !== null
      ? { minCents: row.open_amount_min_cents, maxCents: row.open_amount_max_cents }
      : null
  return { amountsCents: [...row.amounts_cents].sort((a, b) => a - b), openAmount }
}

/** Whether `amountCents` can be bought: a listed amount, or a whole number of cents within the open range. */
export function isGiftCardAmountOffered(product: GiftCardProductAmounts, amountCents: number): boolean {
  if (!Number.isInteger(amountCents)) return false
  if (product.amountsCents.includes(amountCents)) return true
  return (
    product.openAmount !== null &&
    amountCents >= product.openAmount.minCents &&
    amountCents <= product.openAmount.maxCents
  )
}
