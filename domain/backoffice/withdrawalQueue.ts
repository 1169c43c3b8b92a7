import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { Cents } from '../../pricing/index.ts'
import type { Database } from '../../db/tables.ts'
import type { RefundDependencies } from '../invoices/refundOrder.ts'
import { allowed, refused, type BackOfficeActor, type BackOfficeResult } from './backOfficeActor.ts'
import { markClaimed, refundClaimedPieces, type ClaimedRefundError } from './refundClaims.ts'
import { pageWindow } from './pageWindow.ts'

/** A withdrawal declared through the EU withdrawal button, with its acknowledgment e-mail and refund. */
export interface QueuedWithdrawal {
  id: number
  orderId: number
  orderNumber: string
  storeKey: string
  name: string
  email: string
  wholeOrder: boolean
  submittedAt: Date
  items: { sku: string; name: string; quantity: number }[]
  /** The acknowledgment of receipt sent to the consumer: its outbox status and when it went. */
  acknowledgment: { status: 'pending' | 'sent' | 'failed'; sentAt: Date | null } | null
  /** The credit memo that refunded it from the back office, or null. */
  creditMemoId: number | null
  refundClaimedAt: Date | null
}

/**
 * The one test of "a withdrawal waiting for its refund" that the dashboard counts and the queue
 * lists: not refunded from the back office yet, and its order neither refunded in full (closed)
 * nor cancelled.
 */
export function isWithdrawalWaiting(eb: ExpressionBuilder<Database, 'order_withdrawal' | 'shop_order'>) {
  return eb.and([
    eb('order_withdrawal.credit_memo_id', 'is', null),
    eb('shop_order.status', 'not in', ['closed', 'cancelled']),
  ])
}

/**
 * Withdrawals, oldest first; `waiting` keeps those waiting for their refund ({@link isWithdrawalWaiting}). With each, its
 * pieces and its acknowledgment e-mail as the outbox holds it.
 */
export async function listWithdrawals(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  filters: { waiting?: boolean; page?: number; pageSize?: number } = {},
): Promise<BackOfficeResult<{ withdrawals: QueuedWithdrawal[]; totalCount: number }, 'FORBIDDEN'>> {
  if (!allowed(actor, 'withdrawals.manage')) return refused('FORBIDDEN')
  const { pageSize, offset } = pageWindow(filters)
  let query = db
    .selectFrom('order_withdrawal')
    .innerJoin('shop_order', 'shop_order.id', 'order_withdrawal.order_id')
  if (filters.waiting) query = query.where(isWithdrawalWaiting)
  const [rows, total] = await Promise.all([
    query
      .selectAll('order_withdrawal')
      .select('shop_order.number as order_number')
      .select((eb) =>
        eb
          .selectFrom('email_outbox')
          .select(
            sql<string>`email_outbox.status || ' ' || coalesce(email_outbox.sent_at::text, '')`.as('ack'),
          )
          .whereRef('email_outbox.id', '=', 'order_withdrawal.acknowledgment_email_id')
          .as('acknowledgment'),
      )
      .orderBy('order_withdrawal.submitted_at')
      .orderBy('order_withdrawal.id')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  const items =
    rows.length === 0
      ? []
      : await db
          .selectFrom('order_withdrawal_item')
          .innerJoin('order_item', 'order_item.id', 'order_withdrawal_item.order_item_id')
          .select([
            'order_withdrawal_item.withdrawal_id',
            'order_withdrawal_item.quantity',
            'order_withdrawal_item.name',
            sql<string>`coalesce(order_item.variant_sku, order_item.sku)`.as('sku'),
          ])
          .where(
            'order_withdrawal_item.withdrawal_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('order_item.id')
          .execute()
  return {
    ok: true,
    totalCount: Number(total.count),
    withdrawals: rows.map((row) => ({
      id: Number(row.id),
      orderId: Number(row.order_id),
      orderNumber: row.order_number,
      storeKey: row.store_key,
      name: row.name,
      email: row.email,
      wholeOrder: row.whole_order,
      submittedAt: row.submitted_at,
      items: items
        .filter((item) => Number(item.withdrawal_id) === Number(row.id))
        .map((item) => ({ sku: item.sku, name: item.name, quantity: item.quantity })),
      acknowledgment: acknowledgmentOf(row.acknowledgment),
      creditMemoId: row.credit_memo_id === null ? null : Number(row.credit_memo_id),
      refundClaimedAt: row.refund_claimed_at,
    })),
  }
}

function acknowledgmentOf(text: string | null): QueuedWithdrawal['acknowledgment'] {
  if (!text) return null
  const [status, ...sentAt] = text.split(' ')
  return {
    status: status as 'pending' | 'sent' | 'failed',
    sentAt: sentAt.join(' ').trim() === '' ? null : new Date(sentAt.join(' ')),
  }
}

/**
 * Refunds a withdrawal through `refundOrder`, as a return's approved items are: the pieces it
 * names, or, for the whole order, every piece not refunded yet with the shipping (the EU rule:
 * the standard delivery is refunded too). Claimed first, so it is refunded once whoever presses.
 * Recorded in the audit log (`withdrawals.refund`).
 */
export async function refundWithdrawal(
  services: RefundDependencies,
  actor: BackOfficeActor,
  request: { withdrawalId: number; toStoreCredit: boolean },
  now: Date,
): Promise<BackOfficeResult<{ creditMemoNumber: string; totalCents: Cents }, ClaimedRefundError>> {
  if (!allowed(actor, 'withdrawals.manage') || !allowed(actor, 'orders.refund')) return refused('FORBIDDEN')
  if (!Number.isSafeInteger(request.withdrawalId)) return refused('NOT_FOUND')
  return refundClaimedPieces(services, actor, now, {
    subject: { type: 'withdrawal', id: request.withdrawalId, action: 'withdrawals.refund' },
    toStoreCredit: request.toStoreCredit,
    rows: 'order_withdrawal',
    async claim(trx) {
      const withdrawal = await trx
        .selectFrom('order_withdrawal')
        .select(['id', 'order_id', 'whole_order', 'credit_memo_id', 'refund_claimed_at'])
        .where('id', '=', request.withdrawalId)
        .forUpdate()
        .executeTakeFirst()
      if (!withdrawal) return null
      const orderId = Number(withdrawal.order_id)
      if (withdrawal.credit_memo_id !== null || withdrawal.refund_claimed_at !== null)
        return { orderId, items: [], keys: [] }
      const keys = [Number(withdrawal.id)]
      await markClaimed(trx, 'order_withdrawal', keys, now)
      if (withdrawal.whole_order) return { orderId, items: undefined, keys }
      const pieces = await trx
        .selectFrom('order_withdrawal_item')
        .innerJoin('order_item', 'order_item.id', 'order_withdrawal_item.order_item_id')
        .select([
          sql<string>`coalesce(order_item.variant_sku, order_item.sku)`.as('sku'),
          'order_withdrawal_item.quantity',
        ])
        .where('order_withdrawal_item.withdrawal_id', '=', withdrawal.id)
        .execute()
      return { orderId, items: pieces.map((piece) => ({ sku: piece.sku, quantity: piece.quantity })), keys }
    },
  })
}
