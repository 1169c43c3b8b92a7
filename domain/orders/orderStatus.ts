/**
 * The statuses of an order and the moves between them (docs/orders.md has the table). Pure:
 * the API, the `orders:advance` command and the seed all ask it before changing a status.
 */
import { ORDER_STATUSES, type OrderStatus } from '../../db/tables/orders.ts'

export { ORDER_STATUSES, type OrderStatus }

/** Where an order may go from each status; cancelled and closed are final. */
const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Placed, its payment not captured yet: paid, or given up.
  pending: ['processing', 'cancelled'],
  // Paid: sent, cancelled (and refunded) before it leaves, or, with nothing to ship, delivered at once.
  processing: ['shipped', 'delivered', 'cancelled'],
  // On its way: delivered, or refunded in full (lost, or sent back by the carrier).
  shipped: ['delivered', 'closed'],
  // Everything returned or refunded.
  delivered: ['closed'],
  cancelled: [],
  closed: [],
}

/** What decides a move besides the two statuses. */
export interface OrderFacts {
  /** The order has goods to send (not only gift cards, which are e-mailed). */
  shipsGoods: boolean
}

/** Why a move is refused. */
export type OrderMoveRefusal =
  'UNKNOWN_STATUS' | 'SAME_STATUS' | 'NOT_ALLOWED' | 'NOTHING_TO_SHIP' | 'NOT_SHIPPED_YET'

/** Whether a value is one of the statuses. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

/**
 * Why an order cannot go from `from` to `to`, or null when it may: the move must be in the
 * table; an order of gift cards only is never shipped, and one with goods is shipped before
 * it is delivered.
 */
export function orderMoveRefusal(from: OrderStatus, to: string, facts: OrderFacts): OrderMoveRefusal | null {
  if (!isOrderStatus(to)) return 'UNKNOWN_STATUS'
  if (from === to) return 'SAME_STATUS'
  if (!MOVES[from].includes(to)) return 'NOT_ALLOWED'
  if (to === 'shipped' && !facts.shipsGoods) return 'NOTHING_TO_SHIP'
  if (from === 'processing' && to === 'delivered' && facts.shipsGoods) return 'NOT_SHIPPED_YET'
  return null
}

/** The statuses an order may go to next. */
export function nextOrderStatuses(from: OrderStatus, facts: OrderFacts): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => orderMoveRefusal(from, to, facts) === null)
}
