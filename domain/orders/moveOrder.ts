import type { Kysely, Transaction } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { isCarrierCode, isTrackingNumber } from './carriers.ts'
import { emailOrderShipped } from './emailOrderShipped.ts'
import type { OrderLinks } from './orderLinks.ts'
import { revokePurchasedLinks } from '../downloads/purchasedLinks.ts'
import { giveBackStock } from '../stock/giveBackStock.ts'
import { orderMoveRefusal, type OrderMoveRefusal, type OrderStatus } from './orderStatus.ts'

/** A parcel handed to a carrier. */
export interface ShipmentInput {
  carrier: string
  trackingNumber: string
}

/** A status change to make. */
export interface OrderMove {
  orderNumber: string
  to: string
  /** The parcel sent, when the order becomes shipped. */
  shipment?: ShipmentInput | null
  /** When it happened (the seed dates its demo orders in the past). */
  at?: Date
  /** Tell the shopper (the "your order has shipped" e-mail); the seed does not. */
  notify?: boolean
}

/** What a status change needs besides the database: the stores (for links) and a guest's order links. */
export interface OrderMoveServices {
  stores: readonly Store[]
  orderLinks: OrderLinks | null
}

/** Why a move was not made. */
export type OrderMoveProblem =
  | OrderMoveRefusal
  | 'ORDER_NOT_FOUND'
  | 'UNKNOWN_CARRIER'
  | 'INVALID_TRACKING_NUMBER'
  | 'SHIPMENT_NEEDS_SHIPPED'

/** What a move did. */
export type OrderMoveOutcome =
  | { moved: true; orderId: number; from: OrderStatus; to: OrderStatus; shipmentNumber: string | null }
  | { moved: false; problem: OrderMoveProblem }

/** Moves an order to another status in a transaction of its own (see {@link moveOrderInTransaction}). */
export function moveOrder(
  db: Kysely<Database>,
  move: OrderMove,
  services: OrderMoveServices,
): Promise<OrderMoveOutcome> {
  return db.transaction().execute((trx) => moveOrderInTransaction(trx, move, services))
}

/**
 * Moves an order to another status when orderStatus.ts allows it, inside `trx`: the order's row
 * is locked, the status and its date (shipped_at, delivered_at) set, the history gets a row, a
 * parcel given with a move to shipped is recorded, and the shopper is e-mailed (outbox) that it
 * has shipped; a cancelled order's stock is given back. Anything refused changes nothing.
 */
export async function moveOrderInTransaction(
  trx: Transaction<Database>,
  move: OrderMove,
  services: OrderMoveServices,
): Promise<OrderMoveOutcome> {
  const at = move.at ?? new Date()
  const order = await trx
    .selectFrom('shop_order')
    .select(['id', 'number', 'status', 'shipping_method', 'store_key'])
    .where('number', '=', move.orderNumber.trim())
    .forUpdate()
    .executeTakeFirst()
  if (!order) return { moved: false, problem: 'ORDER_NOT_FOUND' }
  const refusal = orderMoveRefusal(order.status, move.to, { shipsGoods: order.shipping_method !== null })
  if (refusal) return { moved: false, problem: refusal }
  const to = move.to as OrderStatus
  const shipment = move.shipment ?? null
  if (shipment && to !== 'shipped') return { moved: false, problem: 'SHIPMENT_NEEDS_SHIPPED' }
  if (shipment && !isCarrierCode(shipment.carrier)) return { moved: false, problem: 'UNKNOWN_CARRIER' }
  if (shipment && !isTrackingNumber(shipment.trackingNumber))
    return { moved: false, problem: 'INVALID_TRACKING_NUMBER' }
  const orderId = Number(order.id)
  await trx
    .updateTable('shop_order')
    .set({
      status: to,
      ...(to === 'shipped' ? { shipped_at: at } : {}),
      ...(to === 'delivered' ? { delivered_at: at } : {}),
    })
    .where('id', '=', orderId)
    .execute()
  await trx
    .insertInto('order_status_history')
    .values({ order_id: orderId, status: to, changed_at: at })
    .execute()
  const shipmentNumber = shipment ? await recordShipment(trx, orderId, order.number, shipment, at) : null
  // A cancelled order's files can no longer be downloaded, and its pieces go back on sale (telling who waits for them).
  if (to === 'cancelled') {
    await revokePurchasedLinks(trx, { orderId, status: 'canceled' })
    await giveBackStock(trx, orderId, services.stores)
  }
  const store = services.stores.find((candidate) => candidate.key === order.store_key)
  if (to === 'shipped' && move.notify !== false && store)
    await emailOrderShipped(trx, { orderId, store, orderLinks: services.orderLinks, now: at })
  return { moved: true, orderId, from: order.status, to, shipmentNumber }
}

/** Records a parcel of an order (numbered `<order number>-<rank>`) and answers its number. */
export async function recordShipment(
  trx: Transaction<Database>,
  orderId: number,
  orderNumber: string,
  shipment: ShipmentInput,
  at: Date,
): Promise<string> {
  const earlier = await trx
    .selectFrom('order_shipment')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
  const number = `${orderNumber}-${Number(earlier.count) + 1}`
  await trx
    .insertInto('order_shipment')
    .values({
      order_id: orderId,
      number,
      carrier_code: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      created_at: at,
    })
    .execute()
  return number
}
