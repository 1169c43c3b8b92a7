import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import {
  beginRefundInTransaction,
  completeRefund,
  RefundRefused,
  type PlannedRefund,
  type RefundItemInput,
  type RefundOutcome,
  type RefundRefusalCode,
} from '../invoices/refundOrder.ts'
import { moveOrderInTransaction, type OrderMoveProblem } from '../orders/moveOrder.ts'
import { canRefund } from '../staff/roles.ts'
import { lockOrder } from './orderShipping.ts'
import { allowed, auditActorOf, type BackOfficeActor } from './backOfficeActor.ts'
import { ActionRefused, refusedOf, type OrderDesk, type Refused } from './orderDesk.ts'

/** A refund staff make: the pieces (or everything left), the shipping, where the money goes and why. */
export interface StaffRefundInput {
  orderId: number
  /** The pieces to refund by sku; omitted: every piece not refunded yet, and the shipping. */
  items?: RefundItemInput[]
  /** Refund the shipping not refunded yet (by default only with a whole refund). */
  shipping?: boolean
  /** Cents added to (positive) or kept from (negative) the refund. */
  adjustmentCents?: number
  /** To the customer's store credit instead of the card. */
  toStoreCredit: boolean
  /** Why (required, at most 500 characters): kept on the credit memo and in the audit log. */
  reason: string
}

/** Why staff's refund was not made: refundOrder.ts's reasons, a missing reason, or above the role's limit. */
export type StaffRefundError = RefundRefusalCode | 'REASON_REQUIRED' | 'OVER_REFUND_LIMIT'

/** A refund made: the credit memo (its id for the PDF link), its total and where it went. */
export type StaffRefundOutcome = ({ ok: true } & RefundOutcome) | Refused<StaffRefundError>

/**
 * Refunds (part of) an order for staff (docs/back-office.md#orders), through refundOrder.ts: the
 * credit memo, the audit row and, to store credit, the money itself in one transaction under
 * the order's row lock, so two staff refunding at once (or a shopper's return) never refund a
 * piece twice nor more than was paid; a refund to the card is asked of the provider after it
 * commits (a refusal there marks the memo failed and is recorded too). Customer service refunds
 * up to its limit per order, all refunds of the order counted (`canRefund`).
 */
export async function refundOrderAsStaff(
  desk: OrderDesk,
  actor: BackOfficeActor,
  input: StaffRefundInput,
  now = new Date(),
): Promise<StaffRefundOutcome> {
  if (!allowed(actor, 'orders.refund')) return { ok: false, error: 'FORBIDDEN' }
  const reason = input.reason.trim()
  if (reason.length === 0 || reason.length > 500) return { ok: false, error: 'REASON_REQUIRED' }
  let planned: PlannedRefund
  try {
    planned = await desk.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, input.orderId)
      const before = await refundedOf(trx, order.id)
      const plan = await beginRefund(trx, desk, {
        orderId: order.id,
        items: input.items,
        shipping: input.shipping,
        adjustmentCents: input.adjustmentCents,
        toStoreCredit: input.toStoreCredit,
        reason,
      })
      if (!canRefund(actor.role, before + plan.outcome.totalCents))
        throw new ActionRefused<StaffRefundError>('OVER_REFUND_LIMIT')
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'orders.refund',
        subjectType: 'order',
        subjectId: order.number,
        before: { refundedCents: before },
        after: { refundedCents: before + plan.outcome.totalCents, ...memoValues(plan, input), reason },
        at: now,
      })
      return plan
    })
  } catch (error) {
    return refusedOf<StaffRefundError>(error)
  }
  return finishRefund(desk, actor, planned, now)
}

/** Why an order was not cancelled: its move refused, something already shipped, or its refund refused. */
export type CancelOrderError = OrderMoveProblem | 'ALREADY_SHIPPED' | RefundRefusalCode

/** A cancelled order, with its refund (null when nothing was left to refund) and whether the card refused it. */
export type CancelOrderOutcome =
  { ok: true; refund: RefundOutcome | null; refundFailed: boolean } | Refused<CancelOrderError>

/**
 * Cancels an order that has not left (docs/back-office.md#orders), in one transaction under the
 * order's row lock: moveOrder.ts cancels it (its stock given back, its files revoked), what was
 * paid and not refunded yet is refunded in full (a credit memo: to the card, or to the
 * customer's store credit when asked or when the card did not pay it all; the shopper gets the
 * refund e-mail), and the audit row. Refused once a parcel left (ship racing cancel: the lock
 * lets exactly one win). A refund to the card is asked of the provider after the commit.
 */
export async function cancelOrder(
  desk: OrderDesk,
  actor: BackOfficeActor,
  input: { orderId: number; reason?: string; toStoreCredit?: boolean },
  now = new Date(),
): Promise<CancelOrderOutcome> {
  if (!allowed(actor, 'orders.cancel')) return { ok: false, error: 'FORBIDDEN' }
  const reason = (input.reason ?? '').trim().slice(0, 500)
  let planned: PlannedRefund | null
  try {
    planned = await desk.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, input.orderId)
      const parcels = await trx
        .selectFrom('order_shipment')
        .select('id')
        .where('order_id', '=', order.id)
        .limit(1)
        .execute()
      if (parcels.length > 0) throw new ActionRefused<CancelOrderError>('ALREADY_SHIPPED')
      const moved = await moveOrderInTransaction(
        trx,
        { orderNumber: order.number, to: 'cancelled', at: now },
        desk,
      )
      if (!moved.moved) throw new ActionRefused<CancelOrderError>(moved.problem)
      const refunded = await refundedOf(trx, order.id)
      const paid = order.subtotal_cents - order.discount_cents + order.shipping_cents
      const plan =
        paid - refunded > 0 ? await refundWhole(trx, desk, order, input.toStoreCredit, reason) : null
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'orders.cancel',
        subjectType: 'order',
        subjectId: order.number,
        before: { status: moved.from, refundedCents: refunded },
        after: {
          status: moved.to,
          refundedCents: refunded + (plan?.outcome.totalCents ?? 0),
          ...(plan ? memoValues(plan, {}) : {}),
          ...(reason ? { reason } : {}),
        },
        at: now,
      })
      return plan
    })
  } catch (error) {
    return refusedOf<CancelOrderError>(error)
  }
  if (!planned) return { ok: true, refund: null, refundFailed: false }
  const refund = await finishRefund(desk, actor, planned, now)
  return refund.ok
    ? { ok: true, refund: planned.outcome, refundFailed: false }
    : { ok: true, refund: planned.outcome, refundFailed: true }
}

/** Everything left of an order: to the card when it paid it all, else (or when asked) to the customer's store credit. */
async function refundWhole(
  trx: Transaction<Database>,
  desk: OrderDesk,
  order: { id: number; customer_id: number | null },
  toStoreCredit: boolean | undefined,
  reason: string,
): Promise<PlannedRefund> {
  const refund = (storeCredit: boolean) =>
    beginRefund(trx, desk, { orderId: order.id, toStoreCredit: storeCredit, reason })
  if (toStoreCredit) return refund(true)
  // A savepoint: a card that did not pay it all (gift card, store credit) leaves the transaction usable for the store credit.
  await sql`savepoint card_refund`.execute(trx)
  try {
    const plan = await refund(false)
    await sql`release savepoint card_refund`.execute(trx)
    return plan
  } catch (error) {
    await sql`rollback to savepoint card_refund`.execute(trx)
    const code = error instanceof ActionRefused ? error.code : null
    if (order.customer_id === null || (code !== 'AMOUNT_TOO_LARGE' && code !== 'NO_PAYMENT')) throw error
    return refund(true)
  }
}

/** refundOrder.ts's first step, its refusal turned into this module's. */
async function beginRefund(
  trx: Transaction<Database>,
  desk: OrderDesk,
  input: Parameters<typeof beginRefundInTransaction>[2],
): Promise<PlannedRefund> {
  try {
    return await beginRefundInTransaction(trx, desk, input)
  } catch (error) {
    if (error instanceof RefundRefused) throw new ActionRefused<RefundRefusalCode>(error.code)
    throw error
  }
}

/** A card refund asked of the provider after the commit; a refusal there is recorded in the audit log. */
async function finishRefund(
  desk: OrderDesk,
  actor: BackOfficeActor,
  planned: PlannedRefund,
  now: Date,
): Promise<StaffRefundOutcome> {
  try {
    return { ok: true, ...(await completeRefund(desk, planned)) }
  } catch (error) {
    if (!(error instanceof RefundRefused)) throw error
    await desk.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'orders.refund_failed',
        subjectType: 'credit_memo',
        subjectId: planned.memo.number,
        before: { state: 'pending' },
        after: { state: 'failed', error: error.code },
        at: now,
      }),
    )
    return { ok: false, error: error.code }
  }
}

/** Cents refunded of an order so far, counting memos waiting on the provider (a failed one counts for nothing). */
async function refundedOf(trx: Transaction<Database>, orderId: number): Promise<number> {
  const { cents } = await trx
    .selectFrom('credit_memo')
    .select(sql<number>`coalesce(sum(grand_total_cents), 0)::int`.as('cents'))
    .where('order_id', '=', orderId)
    .where('state', '<>', 'failed')
    .executeTakeFirstOrThrow()
  return Number(cents)
}

function memoValues(plan: PlannedRefund, input: { items?: RefundItemInput[]; shipping?: boolean }) {
  return {
    creditMemo: plan.outcome.number,
    totalCents: plan.outcome.totalCents,
    destination: plan.outcome.destination,
    ...(input.items
      ? { items: input.items.map((item) => ({ sku: item.sku, quantity: item.quantity })) }
      : {}),
    ...(input.shipping !== undefined ? { shipping: input.shipping } : {}),
  }
}
