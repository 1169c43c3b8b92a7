import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { StoreKey } from '../../config/stores.ts'
import type { OrderRow } from '../orders/orderView.ts'
import { withdrawableLines, type OrderItemRow } from './withdrawableLines.ts'
import { withdrawalCalendarOf, withdrawalDeadline, withdrawalWindow } from './withdrawalPeriod.ts'
import type { WithdrawalPlan } from './withdrawalStatement.ts'

const itemView = (item: OrderItemRow, quantity: number) => ({
  order_item_id: String(item.id),
  product_name: item.name,
  product_sku: item.variant_sku ?? item.sku,
  quantity,
  selected_options: item.options,
})

/** The withdrawals of orders as the API answers them, oldest first, with their pieces. */
export async function withdrawalsOfOrder(db: Kysely<Database>, orderId: number, orderNumber: string) {
  const withdrawals = await db
    .selectFrom('order_withdrawal')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('submitted_at')
    .orderBy('id')
    .execute()
  if (withdrawals.length === 0) return []
  const pieces = await db
    .selectFrom('order_withdrawal_item')
    .innerJoin('order_item', 'order_item.id', 'order_withdrawal_item.order_item_id')
    .selectAll('order_item')
    .select(['order_withdrawal_item.withdrawal_id', 'order_withdrawal_item.quantity as withdrawn_quantity'])
    .where(
      'order_withdrawal_item.withdrawal_id',
      'in',
      withdrawals.map((withdrawal) => withdrawal.id),
    )
    .orderBy('order_item.id')
    .execute()
  return Promise.all(
    withdrawals.map(async (withdrawal) => ({
      id: String(withdrawal.id),
      order_number: orderNumber,
      submitted_at: withdrawal.submitted_at.toISOString(),
      name: withdrawal.name,
      email: withdrawal.email,
      whole_order: withdrawal.whole_order,
      items: pieces
        .filter((piece) => Number(piece.withdrawal_id) === Number(withdrawal.id))
        .map((piece) => itemView(piece, piece.withdrawn_quantity)),
      return_by: withdrawalDeadline(
        withdrawal.submitted_at,
        await withdrawalCalendarOf(withdrawal.store_key as StoreKey),
      ).toISOString(),
    })),
  )
}

/** A checked statement as the API answers it (not sent yet). */
export function statementView(plan: WithdrawalPlan) {
  return {
    order_number: plan.order.number,
    name: plan.name,
    email: plan.email,
    whole_order: plan.wholeOrder,
    items: plan.pieces.map((piece) => itemView(piece.item, piece.quantity)),
  }
}

/**
 * The withdrawal function of an order at `now`: OPEN (offered), PERIOD_OVER, ENDED (cancelled
 * or closed) or WITHDRAWN (no piece left), the period's end, the revision a statement carries,
 * and each line's pieces left.
 */
export async function withdrawalFunctionView(db: Kysely<Database>, order: OrderRow, now: Date) {
  const [lines, count] = await Promise.all([
    withdrawableLines(db, Number(order.id)),
    db
      .selectFrom('order_withdrawal')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow(),
  ])
  const window = withdrawalWindow(order, now, await withdrawalCalendarOf(order.store_key as StoreKey))
  const anyLeft = lines.some((line) => line.left > 0)
  const state =
    window.state === 'ended'
      ? 'ENDED'
      : window.state === 'over'
        ? 'PERIOD_OVER'
        : anyLeft
          ? 'OPEN'
          : 'WITHDRAWN'
  return {
    state,
    available: state === 'OPEN',
    deadline: window.deadline?.toISOString() ?? null,
    revision: Number(count.count),
    items: lines.map((line) => ({
      ...itemView(line.item, line.item.quantity),
      quantity_ordered: line.item.quantity,
      quantity_left: line.left,
      is_gift_card: line.item.giftcard !== null,
    })),
  } as const
}
