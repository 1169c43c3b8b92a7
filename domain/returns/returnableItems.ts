import type { Kysely, Selectable } from 'kysely'
import type { Database, OrderItemTable, ShopOrderTable } from '../../db/tables.ts'
import { RETURN_PERIOD_DAYS } from '../../config/shopConfig.ts'
import { RMA_ITEM_STATUSES, releasesPieces } from './returnStatus.ts'

const DAY_MS = 86_400_000

/** Why an order's goods cannot be asked back at all. */
export type OrderReturnRefusal = 'ORDER_NOT_DELIVERED' | 'RETURN_PERIOD_OVER'

/** An order line with how many of its pieces are in returns and how many may still be asked back. */
export interface ReturnableLine {
  item: Selectable<OrderItemTable>
  /** Pieces in returns that still hold them (every status but rejected and denied). */
  quantityRequested: number
  /** Pieces that may be asked back now: 0 for a gift card, or when the order cannot be returned. */
  quantityReturnable: number
}

/** Whether an order's goods may be asked back at `now`: delivered, within the return period counted from its delivery. */
export function orderReturnRefusal(
  order: Pick<Selectable<ShopOrderTable>, 'status' | 'delivered_at'>,
  now: Date,
): OrderReturnRefusal | null {
  if (order.status !== 'delivered' || order.delivered_at === null) return 'ORDER_NOT_DELIVERED'
  return now.getTime() - order.delivered_at.getTime() > RETURN_PERIOD_DAYS * DAY_MS
    ? 'RETURN_PERIOD_OVER'
    : null
}

/**
 * The lines of an order with what may still be returned of each: the pieces delivered less
 * those already asked back (rejected and denied pieces count again). Gift cards are not goods
 * sent back. Pass the transaction holding the order's row lock when the answer decides a return.
 */
export async function returnableLines(
  db: Kysely<Database>,
  order: Pick<Selectable<ShopOrderTable>, 'id' | 'status' | 'delivered_at'>,
  now: Date,
): Promise<ReturnableLine[]> {
  const orderId = Number(order.id)
  const [items, requested] = await Promise.all([
    db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db
      .selectFrom('rma_item')
      .innerJoin('rma', 'rma.id', 'rma_item.rma_id')
      .select(['rma_item.order_item_id', ({ fn }) => fn.sum<number>('rma_item.quantity').as('quantity')])
      .where('rma.order_id', '=', orderId)
      .where('rma_item.status', 'not in', RMA_ITEM_STATUSES.filter(releasesPieces))
      .groupBy('rma_item.order_item_id')
      .execute(),
  ])
  const open = orderReturnRefusal(order, now) === null
  return items.map((item) => {
    const quantityRequested = Number(
      requested.find((row) => Number(row.order_item_id) === Number(item.id))?.quantity ?? 0,
    )
    const goods = item.giftcard === null
    return {
      item,
      quantityRequested,
      quantityReturnable: open && goods ? Math.max(0, item.quantity - quantityRequested) : 0,
    }
  })
}
