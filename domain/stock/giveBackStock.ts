import { sql, type Transaction } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { sendBackInStockAlerts } from './backInStockEmails.ts'
import { markStockMovement } from './stockMovements.ts'

/**
 * Puts a cancelled order's pieces back in stock (what `takeStock` took when it was placed: each
 * line's variant or product and a bundle's pieces; gift cards and files took none), in sku
 * order like `takeStock`, and sends the confirmed back-in-stock alerts of every sku that is in
 * stock again, in the caller's transaction. Each change is a stock movement of kind
 * `cancellation` with the order's number. Answers the skus whose stock changed.
 */
export async function giveBackStock(
  trx: Transaction<Database>,
  orderId: number,
  stores: readonly Store[],
): Promise<string[]> {
  const items = await trx
    .selectFrom('order_item')
    .innerJoin('product', 'product.sku', 'order_item.sku')
    .select([
      'order_item.sku',
      'order_item.variant_sku',
      'order_item.quantity',
      'order_item.giftcard',
      'order_item.bundle_options',
      'product.type',
    ])
    .where('order_item.order_id', '=', orderId)
    .execute()
  const selections = items.flatMap((item) => item.bundle_options.map((chosen) => chosen.selection))
  const pieces =
    selections.length === 0
      ? []
      : await trx
          .selectFrom('bundle_selection')
          .select(['id', 'product_sku'])
          .where('id', 'in', selections)
          .execute()
  const pieceSku = new Map(pieces.map((piece) => [Number(piece.id), piece.product_sku]))
  const returned = new Map<string, number>()
  const add = (sku: string, qty: number) => returned.set(sku, (returned.get(sku) ?? 0) + qty)
  for (const item of items) {
    if (item.giftcard || item.type === 'downloadable') continue
    add(item.variant_sku ?? item.sku, item.quantity)
    for (const chosen of item.bundle_options) {
      const piece = pieceSku.get(chosen.selection)
      if (piece) add(piece, chosen.qty * item.quantity)
    }
  }
  const skus = [...returned.keys()].sort()
  if (skus.length > 0) {
    const order = await trx
      .selectFrom('shop_order')
      .select('number')
      .where('id', '=', orderId)
      .executeTakeFirst()
    await markStockMovement(trx, { kind: 'cancellation', reference: order?.number ?? null })
  }
  for (const sku of skus) {
    const qty = returned.get(sku) ?? 0
    await trx
      .updateTable('product')
      .set({ qty: sql`qty + ${qty}`, is_in_stock: true })
      .where('sku', '=', sku)
      .execute()
    await sendBackInStockAlerts(trx, stores, sku)
  }
  return skus
}
