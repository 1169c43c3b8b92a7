import type { Kysely, Transaction } from 'kysely'
import type { OrderLinks } from '../orders/orderLinks.ts'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { restockReturnedItems } from '../stock/restockReturnedItems.ts'
import { emailReturnStatus } from './emailReturnStatus.ts'
import {
  rmaItemMoveRefusal,
  rmaStatusOfItems,
  type RmaItemMoveRefusal,
  type RmaItemStatus,
  type RmaStatus,
} from './returnStatus.ts'

/** A status change to make: items of a return (all that can make the move, or those of the skus named) go to `to`. */
export interface ReturnMove {
  /** The return's number (RMA-000001). */
  number: string
  /** An item status (returnStatus.ts). */
  to: string
  /** Only the items of these skus (the variant's or the product's); every item that can make the move when omitted. */
  skus?: readonly string[]
  /** When it happened (the seed dates its demo return in the past). */
  at?: Date
  /** Tell the customer (the status e-mail); the seed does not. */
  notify?: boolean
}

/** What a status change needs besides the database: the stores (the e-mail's language and links). */
export interface ReturnMoveServices {
  stores: readonly Store[]
  /** Signs a guest's order link for the e-mail's links; without it a guest is sent to the order look-up. */
  orderLinks?: OrderLinks | null
}

/** Why a move was not made. */
export type ReturnMoveProblem = RmaItemMoveRefusal | 'RETURN_NOT_FOUND' | 'ITEM_NOT_FOUND'

/** An item a move changed. */
export interface MovedReturnItem {
  id: number
  orderItemId: number
  sku: string
  quantity: number
}

/** What a move did. */
export type ReturnMoveOutcome =
  | { moved: true; rmaId: number; orderId: number; from: RmaStatus; to: RmaStatus; items: MovedReturnItem[] }
  | { moved: false; problem: ReturnMoveProblem }

/** Moves items of a return in a transaction of its own (see {@link moveReturnInTransaction}). */
export function moveReturn(
  db: Kysely<Database>,
  move: ReturnMove,
  services: ReturnMoveServices,
): Promise<ReturnMoveOutcome> {
  return db.transaction().execute((trx) => moveReturnInTransaction(trx, move, services))
}

/**
 * Moves items of a return to another status when returnStatus.ts allows it, inside `trx`: the
 * return's row is locked, the items changed, and the return's status derived again and
 * recorded ({@link recordReturnStatus}); approved items go back to stock
 * (`restockReturnedItems`). Naming skus moves exactly those items, each of which
 * must be allowed the move; without, every item that may make it does. Anything refused
 * changes nothing.
 */
export async function moveReturnInTransaction(
  trx: Transaction<Database>,
  move: ReturnMove,
  services: ReturnMoveServices,
): Promise<ReturnMoveOutcome> {
  const rma = await trx
    .selectFrom('rma')
    .select(['id', 'order_id', 'status', 'store_key'])
    .where('number', '=', move.number.trim().toUpperCase())
    .forUpdate()
    .executeTakeFirst()
  if (!rma) return { moved: false, problem: 'RETURN_NOT_FOUND' }
  const items = await trx
    .selectFrom('rma_item')
    .select(['id', 'order_item_id', 'sku', 'quantity', 'status'])
    .where('rma_id', '=', rma.id)
    .orderBy('id')
    .execute()
  const skus = move.skus ?? []
  let chosen: typeof items
  if (skus.length > 0) {
    const orderItems = await trx
      .selectFrom('order_item')
      .select(['id', 'sku'])
      .where('order_id', '=', rma.order_id)
      .execute()
    const productSkuOf = (orderItemId: number) =>
      orderItems.find((row) => Number(row.id) === orderItemId)?.sku
    chosen = items.filter(
      (item) => skus.includes(item.sku) || skus.includes(productSkuOf(Number(item.order_item_id)) ?? ''),
    )
    if (
      chosen.length === 0 ||
      skus.some(
        (sku) => !items.some((item) => item.sku === sku || productSkuOf(Number(item.order_item_id)) === sku),
      )
    )
      return { moved: false, problem: 'ITEM_NOT_FOUND' }
    const refusal = chosen
      .map((item) => rmaItemMoveRefusal(item.status, move.to))
      .find((problem) => problem !== null)
    if (refusal) return { moved: false, problem: refusal }
  } else {
    const refusals = items.map((item) => rmaItemMoveRefusal(item.status, move.to))
    chosen = items.filter((_, index) => refusals[index] === null)
    // Nothing can move: say why for the first item (an unknown status, or items already there or past it).
    if (chosen.length === 0)
      return {
        moved: false,
        problem: refusals.includes('UNKNOWN_STATUS')
          ? 'UNKNOWN_STATUS'
          : refusals.every((problem) => problem === 'SAME_STATUS')
            ? 'SAME_STATUS'
            : 'NOT_ALLOWED',
      }
  }
  const to = move.to as RmaItemStatus
  await trx
    .updateTable('rma_item')
    .set({ status: to })
    .where(
      'id',
      'in',
      chosen.map((item) => Number(item.id)),
    )
    .execute()
  // Accepted after inspection: the pieces are sellable again.
  if (to === 'approved')
    await restockReturnedItems(trx, move.number.trim().toUpperCase(), chosen, services.stores)
  const recorded = await recordReturnStatus(
    trx,
    {
      rmaId: Number(rma.id),
      previous: rma.status,
      storeKey: rma.store_key,
      at: move.at ?? new Date(),
      notify: move.notify !== false,
      requested: false,
    },
    services,
  )
  return {
    moved: true,
    rmaId: Number(rma.id),
    orderId: Number(rma.order_id),
    from: rma.status,
    to: recorded,
    items: chosen.map((item) => ({
      id: Number(item.id),
      orderItemId: Number(item.order_item_id),
      sku: item.sku,
      quantity: item.quantity,
    })),
  }
}

/**
 * The one writer of a return's status, called once its items are written (by the request) or
 * changed (by a move), in the same transaction: derives the return's status from its items
 * (returnStatus.ts), stores it, adds a history row when it differs from `previous` (always for
 * a new return), and queues the status e-mail in the order's store language. Answers the status.
 */
export async function recordReturnStatus(
  trx: Transaction<Database>,
  change: {
    rmaId: number
    previous: RmaStatus | null
    storeKey: string
    at: Date
    notify: boolean
    requested: boolean
  },
  services: ReturnMoveServices,
): Promise<RmaStatus> {
  const statuses = await trx
    .selectFrom('rma_item')
    .select('status')
    .where('rma_id', '=', change.rmaId)
    .execute()
  const status = rmaStatusOfItems(statuses.map((row) => row.status))
  await trx.updateTable('rma').set({ status, updated_at: change.at }).where('id', '=', change.rmaId).execute()
  if (status !== change.previous)
    await trx
      .insertInto('rma_status_history')
      .values({ rma_id: change.rmaId, status, changed_at: change.at })
      .execute()
  const store = services.stores.find((candidate) => candidate.key === change.storeKey)
  if (change.notify && store)
    await emailReturnStatus(trx, {
      rmaId: change.rmaId,
      store,
      requested: change.requested,
      orderLinks: services.orderLinks ?? null,
      now: change.at,
    })
  return status
}
