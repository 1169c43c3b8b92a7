import { sql, type Insertable, type Transaction } from 'kysely'
import type { Database, ProductTable } from '../tables.ts'
import { shopPriceAtMost } from './shopPrice.ts'

/** When the seed's winter sale started: today's reduced prices date from then. */
export const WINTER_SALE_START = new Date(Date.UTC(2026, 10, 13, 7))
/** A two-week autumn promotion some of the sale's products had before (inside the sale's 30-day window). */
export const AUTUMN_PROMOTION = {
  start: new Date(Date.UTC(2026, 9, 9, 7)),
  end: new Date(Date.UTC(2026, 9, 23, 7)),
}

/** Prices a set of sellable products (and their variants) changed to at one instant. */
export interface PriceChange {
  at: Date
  prices: Array<{ sku: string; finalPrice: number }>
}

/**
 * Gives the seed's reduced products a believable past: they sold at their regular price from
 * their creation, every third one also at an autumn promotion price for two weeks, and today's
 * price came with the winter sale. Products launched new at their reduced price (an
 * introductory price) keep it from their creation, so they have no price to be compared with.
 *
 * Sets the rows' prices back to what they were at creation (the insert's trigger records them
 * from `created_at`) and returns the dated changes that lead to today's prices, for
 * {@link replayPriceChanges}. The seed's products are on sale in every store from their
 * creation: the status history's insert trigger (migration 0080) records that from
 * `created_at` too, so every price of their past counts for the reference price.
 */
export function rewindPriceHistory(products: Insertable<ProductTable>[]): PriceChange[] {
  const autumn: PriceChange = { at: AUTUMN_PROMOTION.start, prices: [] }
  const afterAutumn: PriceChange = { at: AUTUMN_PROMOTION.end, prices: [] }
  const sale: PriceChange = { at: WINTER_SALE_START, prices: [] }
  const reduced = products.filter(
    (row) => row.parent_sku == null && Number(row.final_price) < Number(row.regular_price) && !row.is_new,
  )
  const rowsOf = new Map<string, Insertable<ProductTable>[]>()
  for (const row of products)
    rowsOf.set(row.parent_sku ?? row.sku, [...(rowsOf.get(row.parent_sku ?? row.sku) ?? []), row])
  reduced.forEach((product, index) => {
    const regular = Number(product.regular_price)
    const final = Number(product.final_price)
    const promotion = shopPriceAtMost((regular + final) / 2)
    const hadPromotion =
      index % 3 === 0 &&
      new Date(product.created_at) < AUTUMN_PROMOTION.start &&
      promotion > final &&
      promotion < regular
    for (const row of rowsOf.get(product.sku) ?? []) row.final_price = regular
    if (hadPromotion) {
      autumn.prices.push({ sku: product.sku, finalPrice: promotion })
      afterAutumn.prices.push({ sku: product.sku, finalPrice: regular })
    }
    sale.prices.push({ sku: product.sku, finalPrice: final })
  })
  return [autumn, afterAutumn, sale].filter((change) => change.prices.length > 0)
}

/**
 * Applies dated price changes to sellable products and their variants, in order. The price
 * history triggers (migration 0037) record each at its date through `shop.price_changed_at`.
 */
export async function replayPriceChanges(
  trx: Transaction<Database>,
  changes: readonly PriceChange[],
): Promise<void> {
  for (const change of changes) {
    await sql`select set_config('shop.price_changed_at', ${change.at.toISOString()}, true)`.execute(trx)
    const values = sql.join(change.prices.map(({ sku, finalPrice }) => sql`(${sku}, ${finalPrice}::numeric)`))
    await sql`
      update product p set final_price = v.final_price
      from (values ${values}) as v(sku, final_price)
      where p.sku = v.sku or p.parent_sku = v.sku`.execute(trx)
  }
  await sql`select set_config('shop.price_changed_at', '', true)`.execute(trx)
}
