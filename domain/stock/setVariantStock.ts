import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { sendBackInStockAlerts } from './backInStockEmails.ts'

/** What a stock change did: the quantities before and after, and the alerts it sent. */
export interface StockChange {
  sku: string
  previousQty: number
  qty: number
  alertsSent: number
}

/**
 * Sets the stock of a variant (or simple product) in one transaction. When the variant is in
 * stock afterwards, its confirmed alerts are claimed and their e-mails written to the outbox in
 * that same transaction, so they exist exactly when the stock change commits, and each alert is
 * sent once even when stock changes race. Null when there is no such variant.
 */
export async function setVariantStock(
  db: Kysely<Database>,
  stores: readonly Store[],
  sku: string,
  qty: number,
): Promise<StockChange | null> {
  if (!Number.isInteger(qty) || qty < 0)
    throw new RangeError(`A stock quantity is a whole number from 0, got ${qty}`)
  return db.transaction().execute(async (trx) => {
    // The row lock orders concurrent changes of one variant; the alert claims then see each other's work.
    const current = await trx
      .selectFrom('product')
      .select(['qty', 'type'])
      .where('sku', '=', sku)
      .forUpdate()
      .executeTakeFirst()
    if (!current || current.type !== 'simple') return null
    await trx
      .updateTable('product')
      .set({ qty, is_in_stock: qty > 0 })
      .where('sku', '=', sku)
      .execute()
    const alertsSent = qty > 0 ? await sendBackInStockAlerts(trx, stores, sku) : 0
    return { sku, previousQty: current.qty, qty, alertsSent }
  })
}
