import { sql, type Transaction } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { sendBackInStockAlerts } from './backInStockEmails.ts'
import { markStockMovement } from './stockMovements.ts'

/**
 * Puts the pieces of a return's approved items back in stock (each item's size, or its simple
 * product), in sku order like `takeStock`, and sends the confirmed back-in-stock alerts of each,
 * in the caller's transaction. Each change is a stock movement of kind `return` with the
 * return's number. Answers the skus whose stock changed.
 */
export async function restockReturnedItems(
  trx: Transaction<Database>,
  returnNumber: string,
  items: readonly { sku: string; quantity: number }[],
  stores: readonly Store[],
): Promise<string[]> {
  const returned = new Map<string, number>()
  for (const item of items) returned.set(item.sku, (returned.get(item.sku) ?? 0) + item.quantity)
  const skus = [...returned.keys()].sort()
  if (skus.length === 0) return []
  await markStockMovement(trx, { kind: 'return', reference: returnNumber })
  const changed: string[] = []
  for (const sku of skus) {
    // Only a size or a simple product holds pieces of its own (a gift card or a file holds none).
    const result = await trx
      .updateTable('product')
      .set({ qty: sql`qty + ${returned.get(sku) ?? 0}`, is_in_stock: true })
      .where('sku', '=', sku)
      .where('type', '=', 'simple')
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) continue
    changed.push(sku)
    await sendBackInStockAlerts(trx, stores, sku)
  }
  return changed
}
