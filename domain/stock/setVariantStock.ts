import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { sendBackInStockAlerts } from './backInStockEmails.ts'
import { markStockMovement, type StockMovementReason } from './stockMovements.ts'

/** What a stock change did: the quantities and in-stock flags before and after, and the alerts it sent. */
export interface StockChange {
  sku: string
  previousQty: number
  qty: number
  previousInStock: boolean
  inStock: boolean
  alertsSent: number
}

/**
 * Sets the stock of a variant (or simple product) in one transaction. When the variant is in
 * stock afterwards, its confirmed alerts are claimed and their e-mails written to the outbox in
 * that same transaction, so they exist exactly when the stock change commits, and each alert is
 * sent once even when stock changes race. Null when there is no such variant.
 */
export function setVariantStock(
  db: Kysely<Database>,
  stores: readonly Store[],
  sku: string,
  qty: number,
  reason: StockMovementReason = { kind: 'manual', reference: null },
): Promise<StockChange | null> {
  return db.transaction().execute((trx) => setVariantStockInTransaction(trx, stores, { sku, qty }, reason))
}

/**
 * {@link setVariantStock} inside the caller's transaction (the back office records it with its
 * audit row, or sets many at once). `inStock` is the "in stock" flag; by default a variant is in
 * stock exactly when it has pieces, and it is never in stock without any. A change of quantity is
 * a stock movement for `reason`. Throws a RangeError for a quantity that is not a whole number from 0.
 */
export async function setVariantStockInTransaction(
  trx: Kysely<Database>,
  stores: readonly Store[],
  change: { sku: string; qty: number; inStock?: boolean },
  reason: StockMovementReason,
): Promise<StockChange | null> {
  const { sku, qty } = change
  if (!Number.isInteger(qty) || qty < 0)
    throw new RangeError(`A stock quantity is a whole number from 0, got ${qty}`)
  // The row lock orders concurrent changes of one variant; the alert claims then see each other's work.
  const current = await trx
    .selectFrom('product')
    .select(['qty', 'type', 'is_in_stock'])
    .where('sku', '=', sku)
    .forUpdate()
    .executeTakeFirst()
  if (!current || current.type !== 'simple') return null
  const inStock = qty > 0 && change.inStock !== false
  if (qty !== current.qty) await markStockMovement(trx, reason)
  await trx.updateTable('product').set({ qty, is_in_stock: inStock }).where('sku', '=', sku).execute()
  const alertsSent = inStock ? await sendBackInStockAlerts(trx, stores, sku) : 0
  return { sku, previousQty: current.qty, qty, previousInStock: current.is_in_stock, inStock, alertsSent }
}
