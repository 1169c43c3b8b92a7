import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import { isCarrierCode, isTrackingNumber } from '../orders/carriers.ts'
import { emailOrderShipped } from '../orders/emailOrderShipped.ts'
import { moveOrderInTransaction, recordShipment, type OrderMoveProblem } from '../orders/moveOrder.ts'
import type { OrderStatus } from '../orders/orderStatus.ts'
import type { StaffAction } from '../staff/roles.ts'
import { allowed, auditActorOf, type BackOfficeActor } from './backOfficeActor.ts'
import { ActionRefused, refusedOf, type OrderDesk, type Refused } from './orderDesk.ts'

/** Pieces of an order line (by its id) put in a parcel. */
export interface ShipmentLineInput {
  orderItemId: number
  quantity: number
}

/** A parcel to send: its carrier (a code of carriers.ts), tracking number and the pieces in it. */
export interface ShipOrderInput {
  orderId: number
  carrier: string
  trackingNumber: string
  /** The pieces in the parcel; omitted: every piece not shipped yet. */
  lines?: ShipmentLineInput[]
}

/** Why a parcel was not recorded. */
export type ShipOrderError =
  | 'ORDER_NOT_FOUND'
  | 'NOT_SHIPPABLE'
  | 'UNKNOWN_CARRIER'
  | 'INVALID_TRACKING_NUMBER'
  | 'LINE_NOT_FOUND'
  | 'QUANTITY_TOO_LARGE'
  | 'NOTHING_TO_SHIP'

/** A parcel recorded: its number, the order's status after it, and the pieces still to ship. */
export type ShipOrderOutcome =
  { ok: true; shipmentNumber: string; status: OrderStatus; piecesLeft: number } | Refused<ShipOrderError>

/** A line of an order that is sent (not a gift card, not a file) and how many of its pieces already left. */
export interface ShippableLine {
  orderItemId: number
  sku: string
  name: string
  quantity: number
  shipped: number
}

/** The lines of an order that go in parcels, with the pieces each parcel carried so far. */
export async function shippableLines(trx: Transaction<Database>, orderId: number): Promise<ShippableLine[]> {
  const rows = await trx
    .selectFrom('order_item')
    .leftJoin('product', 'product.sku', 'order_item.sku')
    .select([
      'order_item.id',
      'order_item.sku',
      'order_item.variant_sku',
      'order_item.name',
      'order_item.quantity',
      (eb) =>
        eb
          .selectFrom('order_shipment_item')
          .select(sql<number>`coalesce(sum(order_shipment_item.quantity), 0)::int`.as('shipped'))
          .whereRef('order_shipment_item.order_item_id', '=', 'order_item.id')
          .as('shipped'),
    ])
    .where('order_item.order_id', '=', orderId)
    .where('order_item.giftcard', 'is', null)
    .where((eb) => eb.or([eb('product.type', 'is', null), eb('product.type', '<>', 'downloadable')]))
    .orderBy('order_item.id')
    .execute()
  return rows.map((row) => ({
    orderItemId: Number(row.id),
    sku: row.variant_sku ?? row.sku,
    name: row.name,
    quantity: row.quantity,
    shipped: Number(row.shipped ?? 0),
  }))
}

/**
 * Records a parcel of an order in one transaction (docs/back-office.md#orders): the order's row
 * locked, the pieces checked against those not shipped yet, the parcel and its pieces written,
 * the shopper e-mailed ("your order has shipped", every parcel so far), and the audit row. The
 * order becomes shipped (moveOrder.ts) with the parcel that carries its last pieces; before
 * that it stays processing. Only a processing order is shipped: a cancelled one is refused.
 */
export async function shipOrder(
  desk: OrderDesk,
  actor: BackOfficeActor,
  input: ShipOrderInput,
  now = new Date(),
): Promise<ShipOrderOutcome> {
  if (!allowed(actor, 'orders.ship')) return { ok: false, error: 'FORBIDDEN' }
  if (!isCarrierCode(input.carrier)) return { ok: false, error: 'UNKNOWN_CARRIER' }
  if (!isTrackingNumber(input.trackingNumber)) return { ok: false, error: 'INVALID_TRACKING_NUMBER' }
  const shipment = { carrier: input.carrier, trackingNumber: input.trackingNumber }
  try {
    return await desk.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, input.orderId)
      if (order.status !== 'processing' || order.shipping_method === null)
        throw new ActionRefused<ShipOrderError>('NOT_SHIPPABLE')
      const lines = await shippableLines(trx, order.id)
      const parcel = parcelLines(lines, input.lines)
      if (parcel.length === 0) throw new ActionRefused<ShipOrderError>('NOTHING_TO_SHIP')
      const piecesLeft =
        lines.reduce((sum, line) => sum + line.quantity - line.shipped, 0) -
        parcel.reduce((sum, line) => sum + line.quantity, 0)
      let shipmentNumber: string
      let status: OrderStatus = order.status
      if (piecesLeft === 0) {
        // The last pieces: the order moves to shipped, which records the parcel and e-mails the shopper.
        const moved = await moveOrderInTransaction(
          trx,
          { orderNumber: order.number, to: 'shipped', shipment, at: now },
          desk,
        )
        if (!moved.moved) throw new ActionRefused<ShipOrderError>(shipProblem(moved.problem))
        shipmentNumber = moved.shipmentNumber!
        status = moved.to
      } else {
        shipmentNumber = await recordShipment(trx, order.id, order.number, shipment, now)
        const store = desk.stores.find((candidate) => candidate.key === order.store_key)
        if (store)
          await emailOrderShipped(trx, { orderId: order.id, store, orderLinks: desk.orderLinks, now })
      }
      const { id: shipmentId } = await trx
        .selectFrom('order_shipment')
        .select('id')
        .where('number', '=', shipmentNumber)
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('order_shipment_item')
        .values(
          parcel.map((line) => ({
            shipment_id: Number(shipmentId),
            order_item_id: line.orderItemId,
            quantity: line.quantity,
          })),
        )
        .execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'orders.ship',
        subjectType: 'order',
        subjectId: order.number,
        before: {
          status: order.status,
          piecesLeft: piecesLeft + parcel.reduce((sum, l) => sum + l.quantity, 0),
        },
        after: {
          status,
          piecesLeft,
          shipment: shipmentNumber,
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          lines: parcel.map((line) => ({ sku: line.sku, quantity: line.quantity })),
        },
        at: now,
      })
      return { ok: true as const, shipmentNumber, status, piecesLeft }
    })
  } catch (error) {
    return refusedOf<ShipOrderError>(error)
  }
}

/** Why a status change was not made. */
export type MoveOrderError = OrderMoveProblem

/**
 * Marks a shipped order delivered (moveOrder.ts: a shipped order, or one with nothing to ship),
 * with its audit row, in one transaction.
 */
export function markOrderDelivered(
  desk: OrderDesk,
  actor: BackOfficeActor,
  input: { orderId: number },
  now = new Date(),
) {
  return moveOrderAsStaff(desk, actor, { orderId: input.orderId, to: 'delivered' }, now)
}

/** What each status needs of the role: the warehouse sends and delivers, customer service cancels and closes. */
const MOVE_ACTIONS: Record<OrderStatus, StaffAction> = {
  pending: 'orders.cancel',
  processing: 'orders.cancel',
  shipped: 'orders.ship',
  delivered: 'orders.ship',
  cancelled: 'orders.cancel',
  closed: 'orders.cancel',
}

/**
 * Moves an order to a status through moveOrder.ts (its rules, history, stock given back on a
 * cancellation, the shipped e-mail) and records it in the audit log, in one transaction: what
 * `npm run orders:advance` does. The back office cancels with {@link cancelOrder} (which
 * refunds too) and ships with {@link shipOrder} (which records the pieces in each parcel).
 */
export async function moveOrderAsStaff(
  desk: OrderDesk,
  actor: BackOfficeActor,
  input: { orderId: number; to: string; shipment?: { carrier: string; trackingNumber: string } | null },
  now = new Date(),
): Promise<
  { ok: true; from: OrderStatus; to: OrderStatus; shipmentNumber: string | null } | Refused<MoveOrderError>
> {
  const action = Object.hasOwn(MOVE_ACTIONS, input.to) ? MOVE_ACTIONS[input.to as OrderStatus] : undefined
  if (action && !allowed(actor, action)) return { ok: false, error: 'FORBIDDEN' }
  try {
    return await desk.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, input.orderId)
      const moved = await moveOrderInTransaction(
        trx,
        { orderNumber: order.number, to: input.to, shipment: input.shipment ?? null, at: now },
        desk,
      )
      if (!moved.moved) throw new ActionRefused<MoveOrderError>(moved.problem)
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: moved.to === 'delivered' ? 'orders.deliver' : 'orders.status',
        subjectType: 'order',
        subjectId: order.number,
        before: { status: moved.from },
        after: {
          status: moved.to,
          ...(moved.shipmentNumber
            ? {
                shipment: moved.shipmentNumber,
                carrier: input.shipment?.carrier,
                trackingNumber: input.shipment?.trackingNumber,
              }
            : {}),
        },
        at: now,
      })
      return { ok: true as const, from: moved.from, to: moved.to, shipmentNumber: moved.shipmentNumber }
    })
  } catch (error) {
    return refusedOf<MoveOrderError>(error)
  }
}

/** The order's row, locked for the transaction (the lock orders racing staff actions: ship, cancel, refund). */
export async function lockOrder(trx: Transaction<Database>, orderId: number) {
  const order = await trx
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst()
  if (!order) throw new ActionRefused<'ORDER_NOT_FOUND'>('ORDER_NOT_FOUND')
  return { ...order, id: Number(order.id) }
}

/** The pieces a parcel carries, checked against what is left of each line; every piece left when none are named. */
function parcelLines(lines: ShippableLine[], wanted: ShipmentLineInput[] | undefined): ShippableLine[] {
  if (wanted === undefined)
    return lines
      .filter((line) => line.quantity > line.shipped)
      .map((line) => ({ ...line, quantity: line.quantity - line.shipped }))
  const taken = new Map<number, number>()
  for (const request of wanted) {
    if (!Number.isSafeInteger(request.quantity) || request.quantity <= 0)
      throw new ActionRefused<ShipOrderError>('QUANTITY_TOO_LARGE')
    const line = lines.find((candidate) => candidate.orderItemId === request.orderItemId)
    if (!line) throw new ActionRefused<ShipOrderError>('LINE_NOT_FOUND')
    const quantity = (taken.get(line.orderItemId) ?? 0) + request.quantity
    if (quantity > line.quantity - line.shipped) throw new ActionRefused<ShipOrderError>('QUANTITY_TOO_LARGE')
    taken.set(line.orderItemId, quantity)
  }
  if (taken.size === 0) throw new ActionRefused<ShipOrderError>('NOTHING_TO_SHIP')
  return lines
    .filter((line) => taken.has(line.orderItemId))
    .map((line) => ({ ...line, quantity: taken.get(line.orderItemId)! }))
}

function shipProblem(problem: OrderMoveProblem): ShipOrderError {
  if (problem === 'UNKNOWN_CARRIER' || problem === 'INVALID_TRACKING_NUMBER' || problem === 'ORDER_NOT_FOUND')
    return problem
  return 'NOT_SHIPPABLE'
}
