import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { PricedLine } from '../cart/cartView.ts'
import { markStockMovement } from '../stock/stockMovements.ts'
import { OrderRefused } from './placeOrderErrors.ts'

/** Pieces each catalogue row gives up for an order: a line's variant or product, and a bundle's pieces (a gift card, e-mailed, and a downloadable product's files give up none). */
export function stockNeeds(
  lines: readonly PricedLine[],
  pieceSkus: ReadonlyMap<number, string>,
): Map<string, number> {
  const needs = new Map<string, number>()
  const add = (sku: string, qty: number) => needs.set(sku, (needs.get(sku) ?? 0) + qty)
  for (const line of lines) {
    if (line.row.giftcard || line.product.type === 'downloadable') continue
    add(line.row.variant_sku ?? line.row.sku, line.row.quantity)
    for (const chosen of line.row.bundle_options) {
      const piece = pieceSkus.get(chosen.selection)
      if (piece) add(piece, chosen.qty * line.row.quantity)
    }
  }
  return needs
}

/**
 * Takes an order's pieces from stock with one conditional update per row
 * (`qty = qty - n where qty >= n`), in sku order so concurrent orders lock rows in the same
 * order. PostgreSQL re-checks the condition after waiting for a row lock, so stock never goes
 * below 0; a row that cannot give its pieces refuses the order (the transaction rolls back).
 * Each change is a stock movement of kind `order` with the order's number. Answers the skus
 * whose stock changed.
 */
export async function takeStock(
  trx: Transaction<Database>,
  lines: readonly PricedLine[],
  orderNumber: string,
): Promise<string[]> {
  const selections = lines.flatMap((line) => line.row.bundle_options.map((chosen) => chosen.selection))
  const pieces =
    selections.length === 0
      ? []
      : await trx
          .selectFrom('bundle_selection')
          .select(['id', 'product_sku'])
          .where('id', 'in', selections)
          .execute()
  const needs = stockNeeds(lines, new Map(pieces.map((piece) => [Number(piece.id), piece.product_sku])))
  const skus = [...needs.keys()].sort()
  if (skus.length > 0) await markStockMovement(trx, { kind: 'order', reference: orderNumber })
  for (const sku of skus) {
    const qty = needs.get(sku) ?? 0
    const taken = await trx
      .updateTable('product')
      .set({ qty: sql`qty - ${qty}`, is_in_stock: sql`qty - ${qty} > 0` })
      .where('sku', '=', sku)
      .where('is_in_stock', '=', true)
      .where('qty', '>=', qty)
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) !== 1) throw new OrderRefused('INSUFFICIENT_STOCK')
  }
  return skus
}
