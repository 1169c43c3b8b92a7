import type { Kysely } from 'kysely'
import type { Cents } from '../../pricing/index.ts'
import type { Database, RmaItemStatus, RmaStatus } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import type { ReturnMoveAuditAction } from '../audit/auditActions.ts'
import {
  moveReturnInTransaction,
  type ReturnMoveOutcome,
  type ReturnMoveServices,
} from '../returns/moveReturn.ts'
import { isRmaItemStatus } from '../returns/returnStatus.ts'
import type { RefundDependencies } from '../invoices/refundOrder.ts'
import type { StaffAction } from '../staff/roles.ts'
import {
  allowed,
  auditActorOf,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from './backOfficeActor.ts'
import { markClaimed, refundClaimedPieces, type ClaimedRefundError } from './refundClaims.ts'
import { pageWindow } from './pageWindow.ts'

/** What the return actions need: the database, the stores (e-mails) and, for refunds to the card, the payment service. */
export type ReturnServices = RefundDependencies & ReturnMoveServices

/** A return in the queue, with its order, customer and items. */
export interface QueuedReturn {
  id: number
  number: string
  status: RmaStatus
  storeKey: string
  orderId: number
  orderNumber: string
  email: string
  createdAt: Date
  updatedAt: Date
  items: {
    id: number
    sku: string
    name: string
    quantity: number
    status: RmaItemStatus
    receivedCondition: string | null
    decisionReason: string | null
    creditMemoId: number | null
  }[]
}

/** Statuses of a return that wait for staff to authorise, receive or decide it. */
export const RETURN_STATUSES_WAITING = [
  'pending',
  'authorized',
  'partially_authorized',
  'received',
  'partially_received',
] as const satisfies readonly RmaStatus[]

/** Filters of the return queue: statuses (any when empty), paged from 1. */
export interface ReturnQueueFilters {
  statuses?: readonly RmaStatus[]
  /** Only the return of this number (RMA-000001): its page. */
  number?: string
  page?: number
  /** At most 100 (default 25). */
  pageSize?: number
}

/** The returns, oldest change first (what waits longest comes first), with the total count. Every role that receives returns may read it. */
export async function listReturnQueue(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  filters: ReturnQueueFilters = {},
): Promise<BackOfficeResult<{ returns: QueuedReturn[]; totalCount: number }, 'FORBIDDEN'>> {
  if (!allowed(actor, 'returns.receive')) return refused('FORBIDDEN')
  const { pageSize, offset } = pageWindow(filters)
  let query = db.selectFrom('rma').innerJoin('shop_order', 'shop_order.id', 'rma.order_id')
  if (filters.statuses && filters.statuses.length > 0)
    query = query.where('rma.status', 'in', filters.statuses)
  if (filters.number !== undefined)
    query = query.where('rma.number', '=', filters.number.trim().toUpperCase())
  const [rows, total] = await Promise.all([
    query
      .select([
        'rma.id',
        'rma.number',
        'rma.status',
        'rma.store_key',
        'rma.order_id',
        'rma.created_at',
        'rma.updated_at',
        'shop_order.number as order_number',
        'shop_order.email',
      ])
      .orderBy('rma.updated_at')
      .orderBy('rma.id')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  const items =
    rows.length === 0
      ? []
      : await db
          .selectFrom('rma_item')
          .selectAll()
          .where(
            'rma_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('id')
          .execute()
  return {
    ok: true,
    totalCount: Number(total.count),
    returns: rows.map((row) => ({
      id: Number(row.id),
      number: row.number,
      status: row.status,
      storeKey: row.store_key,
      orderId: Number(row.order_id),
      orderNumber: row.order_number,
      email: row.email,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      items: items
        .filter((item) => Number(item.rma_id) === Number(row.id))
        .map((item) => ({
          id: Number(item.id),
          sku: item.sku,
          name: item.name,
          quantity: item.quantity,
          status: item.status,
          receivedCondition: item.received_condition,
          decisionReason: item.decision_reason,
          creditMemoId: item.credit_memo_id === null ? null : Number(item.credit_memo_id),
        })),
    })),
  }
}

/** A decision on items of a return: the status they go to, and for a refusal why. */
export interface ReturnDecision {
  /** The return's number (RMA-000001). */
  number: string
  /** `authorized`, `denied`, `received`, `approved` or `rejected`. */
  to: string
  /** Only these items (by the variant's or the product's sku); every item that can make the move when omitted. */
  skus?: readonly string[]
  /** Required to deny or reject: why (kept on the items, for staff). */
  reason?: string
  /** Receiving: the condition each arrived in, by sku (a value of the return attribute `condition`); when given, every item received needs one (the command line may give none). */
  conditions?: Readonly<Record<string, string>>
  /** Receiving: the condition of every item without one in `conditions`. */
  condition?: string
}

/** Why a decision was refused. */
export type ReturnDecisionError =
  | 'FORBIDDEN'
  | 'REASON_REQUIRED'
  | 'CONDITION_REQUIRED'
  | 'UNKNOWN_CONDITION'
  | Extract<ReturnMoveOutcome, { moved: false }>['problem']

/** Who may move items to a status: receiving is the warehouse's too, deciding is customer service's. */
function actionOfMove(to: string): StaffAction {
  return to === 'received' ? 'returns.receive' : 'returns.manage'
}

/**
 * Authorises, denies, receives (each item with the condition it arrived in), approves or rejects
 * items of a return through the shop's own rule (`moveReturnInTransaction`: the allowed moves,
 * the return's derived status, its history and the customer's status e-mail), and records it in
 * the audit log (`returns.<status>`, the items' statuses before and after) in the same transaction.
 */
export async function decideReturn(
  services: ReturnServices,
  actor: BackOfficeActor,
  decision: ReturnDecision,
  now: Date,
): Promise<
  BackOfficeResult<{ status: RmaStatus; items: { sku: string; quantity: number }[] }, ReturnDecisionError>
> {
  if (!isRmaItemStatus(decision.to) || decision.to === 'pending') return refused('UNKNOWN_STATUS')
  const auditAction: ReturnMoveAuditAction = `returns.${decision.to}`
  if (!allowed(actor, actionOfMove(decision.to))) return refused('FORBIDDEN')
  const reason = decision.reason?.trim().slice(0, 1000) ?? ''
  if ((decision.to === 'rejected' || decision.to === 'denied') && reason === '')
    return refused('REASON_REQUIRED')
  const conditions = decision.conditions ?? {}
  const conditionOf = (sku: string): string | undefined => conditions[sku] ?? decision.condition
  if (decision.to === 'received') {
    const known = await services.db
      .selectFrom('return_attribute_option')
      .select('value')
      .where('attribute_code', '=', 'condition')
      .execute()
    const given = [
      ...Object.values(conditions),
      ...(decision.condition === undefined ? [] : [decision.condition]),
    ]
    if (given.some((value) => !known.some((option) => option.value === value)))
      return refused('UNKNOWN_CONDITION')
  }
  return services.db
    .transaction()
    .execute(async (trx) => {
      const before = await trx
        .selectFrom('rma_item')
        .innerJoin('rma', 'rma.id', 'rma_item.rma_id')
        .select(['rma_item.id', 'rma_item.sku', 'rma_item.status', 'rma.status as rma_status'])
        .where('rma.number', '=', decision.number.trim().toUpperCase())
        .orderBy('rma_item.id')
        // Locked as the move will lock them, so the values recorded as "before" are the ones it changes.
        .forUpdate()
        .execute()
      const outcome = await moveReturnInTransaction(
        trx,
        { number: decision.number, to: decision.to, skus: decision.skus, at: now },
        services,
      )
      if (!outcome.moved) return refused(outcome.problem)
      if (
        decision.to === 'received' &&
        decision.conditions !== undefined &&
        outcome.items.some((item) => conditionOf(item.sku) === undefined)
      )
        // Thrown away with the transaction: the move is undone.
        throw new MissingCondition()
      for (const item of outcome.items) {
        const noted =
          decision.to === 'received'
            ? { received_condition: conditionOf(item.sku) ?? null }
            : reason === ''
              ? null
              : { decision_reason: reason }
        if (noted) await trx.updateTable('rma_item').set(noted).where('id', '=', item.id).execute()
      }
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: auditAction,
        subjectType: 'return',
        subjectId: decision.number.trim().toUpperCase(),
        before: {
          status: before[0]?.rma_status ?? null,
          items: before
            .filter((row) => outcome.items.some((item) => item.id === Number(row.id)))
            .map((row) => ({ sku: row.sku, status: row.status })),
        },
        after: {
          status: outcome.to,
          items: outcome.items.map((item) => ({
            sku: item.sku,
            status: decision.to,
            ...(decision.to === 'received' ? { condition: conditionOf(item.sku) ?? null } : {}),
          })),
          ...(reason === '' ? {} : { reason }),
        },
        at: now,
      })
      return {
        ok: true as const,
        status: outcome.to,
        items: outcome.items.map((item) => ({ sku: item.sku, quantity: item.quantity })),
      }
    })
    .catch((error: unknown) => {
      if (error instanceof MissingCondition) return refused('CONDITION_REQUIRED' as const)
      throw error
    })
}

class MissingCondition extends Error {}

/**
 * Refunds the approved items of a return not refunded yet, through `refundOrder` (a credit
 * memo, to the card or to store credit, and its e-mail). The items are claimed first under the
 * return's row lock, so two refunds of one return at once pay once; a refund refused gives them
 * back. Customer service refunds within its limit per order (`canRefund`). Recorded in the
 * audit log (`returns.refund`) with the credit memo.
 */
export async function refundReturn(
  services: ReturnServices,
  actor: BackOfficeActor,
  request: { number: string; toStoreCredit: boolean },
  now: Date,
): Promise<BackOfficeResult<{ creditMemoNumber: string; totalCents: Cents }, ClaimedRefundError>> {
  if (!allowed(actor, 'returns.manage') || !allowed(actor, 'orders.refund')) return refused('FORBIDDEN')
  const number = request.number.trim().toUpperCase()
  return refundClaimedPieces(services, actor, now, {
    subject: { type: 'return', id: number, action: 'returns.refund' },
    toStoreCredit: request.toStoreCredit,
    rows: 'rma_item',
    async claim(trx) {
      const rma = await trx
        .selectFrom('rma')
        .select(['id', 'order_id'])
        .where('number', '=', number)
        .forUpdate()
        .executeTakeFirst()
      if (!rma) return null
      const items = await trx
        .selectFrom('rma_item')
        .select(['id', 'sku', 'quantity'])
        .where('rma_id', '=', rma.id)
        .where('status', '=', 'approved')
        .where('credit_memo_id', 'is', null)
        .where('refund_claimed_at', 'is', null)
        .orderBy('id')
        .execute()
      const keys = items.map((item) => Number(item.id))
      await markClaimed(trx, 'rma_item', keys, now)
      return {
        orderId: Number(rma.order_id),
        items: items.map(({ sku, quantity }) => ({ sku, quantity })),
        keys,
      }
    },
  })
}
