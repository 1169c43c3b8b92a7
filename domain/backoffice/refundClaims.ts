import type { Kysely, Transaction } from 'kysely'
import type { Cents } from '../../pricing/index.ts'
import type { Database } from '../../db/tables.ts'
import { recordAudit, type AuditAction } from '../audit/auditLog.ts'
import {
  pieceShare,
  refundOrder,
  RefundRefused,
  type RefundDependencies,
  type RefundItemInput,
  type RefundRefusalCode,
} from '../invoices/refundOrder.ts'
import { refundLimitCents } from '../staff/roles.ts'
import {
  auditActorOf,
  BackOfficeRefusal,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from './backOfficeActor.ts'

/** Why a refund of a return or a withdrawal was refused (nothing was refunded then). */
export type ClaimedRefundError =
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  /** Nothing approved is left to refund, or its refund is under way. */
  | 'NOTHING_TO_REFUND'
  /** More than the role may refund on one order (customer service's limit). */
  | 'OVER_REFUND_LIMIT'
  | RefundRefusalCode

/** Pieces claimed for a refund: the order, what to refund (every piece left and the shipping when undefined) and the claimed rows' ids. */
export interface RefundClaim {
  orderId: number
  items: RefundItemInput[] | undefined
  keys: number[]
}

/** The rows a refund claims (a return's items, a withdrawal): each has `refund_claimed_at` and `credit_memo_id`. */
export type ClaimedRows = 'rma_item' | 'order_withdrawal'

/** How one kind of request (a return, a withdrawal) claims its pieces; its claimed rows record the credit memo. */
export interface ClaimedRefund {
  subject: { type: string; id: string | number; action: AuditAction }
  toStoreCredit: boolean
  rows: ClaimedRows
  /** Locks the request and claims what is left to refund of it ({@link markClaimed}), in `trx`; null when there is no such request. */
  claim(trx: Transaction<Database>): Promise<RefundClaim | null>
}

/** Claims rows for a refund under way, so a second refund of the same request finds nothing left. */
export async function markClaimed(
  trx: Transaction<Database>,
  rows: ClaimedRows,
  ids: number[],
  now: Date,
): Promise<void> {
  if (ids.length > 0)
    await trx.updateTable(rows).set({ refund_claimed_at: now }).where('id', 'in', ids).execute()
}

/** Records the credit memo on the claimed rows, or gives them back (null) when the refund was refused. */
async function settle(
  trx: Transaction<Database>,
  rows: ClaimedRows,
  ids: number[],
  creditMemoId: number | null,
): Promise<void> {
  await trx
    .updateTable(rows)
    .set(creditMemoId === null ? { refund_claimed_at: null } : { credit_memo_id: creditMemoId })
    .where('id', 'in', ids)
    .execute()
}

/**
 * Refunds what a request claims through `refundOrder`: the claim commits first (a second refund
 * of the same request finds nothing left), the refund runs with its own transactions (the card's
 * refund cannot be rolled back), then the credit memo is recorded on the claimed rows with the
 * audit row in one transaction. A refused refund gives the claim back.
 */
export async function refundClaimedPieces(
  services: RefundDependencies,
  actor: BackOfficeActor,
  now: Date,
  refund: ClaimedRefund,
): Promise<BackOfficeResult<{ creditMemoNumber: string; totalCents: Cents }, ClaimedRefundError>> {
  let claim: RefundClaim | null
  try {
    claim = await services.db.transaction().execute(async (trx) => {
      const claimed = await refund.claim(trx)
      if (claimed && claimed.keys.length > 0) {
        const limit = refundLimitCents(actor.role)
        if (limit !== null && (await refundedAfter(trx, claimed)) > limit)
          throw new BackOfficeRefusal('OVER_REFUND_LIMIT')
      }
      return claimed
    })
  } catch (error) {
    if (error instanceof BackOfficeRefusal) return refused('OVER_REFUND_LIMIT')
    throw error
  }
  if (!claim) return refused('NOT_FOUND')
  const { keys } = claim
  if (keys.length === 0) return refused('NOTHING_TO_REFUND')
  if (claim.items?.length === 0) {
    await services.db.transaction().execute((trx) => settle(trx, refund.rows, keys, null))
    return refused('NOTHING_TO_REFUND')
  }
  let outcome
  try {
    outcome = await refundOrder(services, {
      orderId: claim.orderId,
      items: claim.items,
      toStoreCredit: refund.toStoreCredit,
    })
  } catch (error) {
    if (!(error instanceof RefundRefused)) throw error
    await services.db.transaction().execute((trx) => settle(trx, refund.rows, keys, null))
    return refused(error.code)
  }
  await services.db.transaction().execute(async (trx) => {
    await settle(trx, refund.rows, keys, outcome.creditMemoId)
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: refund.subject.action,
      subjectType: refund.subject.type,
      subjectId: refund.subject.id,
      before: null,
      after: {
        orderId: claim.orderId,
        creditMemo: outcome.number,
        totalCents: outcome.totalCents,
        destination: outcome.destination,
        items: claim.items ?? 'whole order',
      },
      at: now,
    })
  })
  return { ok: true, creditMemoNumber: outcome.number, totalCents: outcome.totalCents }
}

/**
 * What the order's refunds would come to with this claim: the credit memos not refused plus an
 * estimate of the pieces (their share of the line after its discount), or the whole order's
 * rest when every piece is claimed. Enough to hold a role to its limit before refunding.
 */
async function refundedAfter(db: Kysely<Database>, claim: RefundClaim): Promise<Cents> {
  const [order, lines, memos] = await Promise.all([
    db
      .selectFrom('shop_order')
      .select(['subtotal_cents', 'discount_cents', 'shipping_cents'])
      .where('id', '=', claim.orderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_item')
      .select(['sku', 'variant_sku', 'quantity', 'row_total_cents', 'discount_cents'])
      .where('order_id', '=', claim.orderId)
      .execute(),
    db
      .selectFrom('credit_memo')
      .select('grand_total_cents')
      .where('order_id', '=', claim.orderId)
      .where('state', '<>', 'failed')
      .execute(),
  ])
  const earlier = memos.reduce((sum, memo) => sum + memo.grand_total_cents, 0)
  if (claim.items === undefined) return order.subtotal_cents - order.discount_cents + order.shipping_cents
  const pieces = claim.items.reduce((sum, item) => {
    const line = lines.find((candidate) => candidate.variant_sku === item.sku || candidate.sku === item.sku)
    return line
      ? sum +
          pieceShare(
            line.row_total_cents - line.discount_cents,
            line.quantity,
            0,
            Math.min(item.quantity, line.quantity),
          )
      : sum
  }, 0)
  return earlier + pieces
}
