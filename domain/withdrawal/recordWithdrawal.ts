import { createHash } from 'node:crypto'
import type { DomainContext } from '../context.ts'
import type { OrderRow } from '../orders/orderView.ts'
import type { MutationOutcome } from '../mutationResult.ts'
import { planWithdrawal, type WithdrawalInput } from './withdrawalStatement.ts'
import { emailWithdrawal } from './emailWithdrawal.ts'

/**
 * The key that makes one withdrawal of one statement: the order, the revision it was written
 * against (the withdrawals before it) and the pieces chosen (or the whole order). A double click
 * or a second tab sends the same key; a later statement about the same pieces has another revision.
 */
export function withdrawalKey(orderId: number, input: Pick<WithdrawalInput, 'items' | 'revision'>): string {
  const chosen = input.items
    ? input.items
        .filter((item) => item.quantity !== 0)
        .map((item) => `${item.order_item_id}:${item.quantity}`)
        .sort()
        .join(',')
    : 'all'
  return createHash('sha256').update(`withdrawal|${orderId}|${input.revision}|${chosen}`).digest('hex')
}

/**
 * Records a withdrawal and queues its e-mails, in one transaction holding the order's row lock
 * (parallel statements of one order see each other's pieces): the same statement received
 * before answers that withdrawal again, without a second e-mail. Answers the withdrawal's id,
 * or why nothing was recorded.
 */
export async function recordWithdrawal(
  context: DomainContext,
  order: OrderRow,
  input: WithdrawalInput,
): Promise<{ withdrawalId: number } | { problem: MutationOutcome }> {
  const key = withdrawalKey(Number(order.id), input)
  return context.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('shop_order')
      .selectAll()
      .where('id', '=', order.id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    const earlier = await trx
      .selectFrom('order_withdrawal')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    if (earlier) return { withdrawalId: Number(earlier.id) }
    const planned = await planWithdrawal(trx, locked, input, new Date())
    if ('problem' in planned) return planned
    const { plan } = planned
    const withdrawal = await trx
      .insertInto('order_withdrawal')
      .values({
        order_id: Number(locked.id),
        store_key: context.store.key,
        locale: context.store.locale,
        customer_id: locked.customer_id,
        name: plan.name,
        email: plan.email,
        whole_order: plan.wholeOrder,
        client_ip_hash: context.clientIp
          ? createHash('sha256').update(`${locked.id}|${context.clientIp}`).digest('hex')
          : null,
        idempotency_key: key,
      })
      .returning(['id', 'submitted_at'])
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('order_withdrawal_item')
      .values(
        plan.pieces.map((piece) => ({
          withdrawal_id: Number(withdrawal.id),
          order_item_id: Number(piece.item.id),
          sku: piece.item.variant_sku ?? piece.item.sku,
          name: piece.item.name,
          quantity: piece.quantity,
        })),
      )
      .execute()
    const acknowledgmentId = await emailWithdrawal(trx, {
      store: context.store,
      plan,
      submittedAt: withdrawal.submitted_at,
      orderLinks: context.orderLinks,
      now: context.now,
    })
    await trx
      .updateTable('order_withdrawal')
      .set({ acknowledgment_email_id: acknowledgmentId })
      .where('id', '=', withdrawal.id)
      .execute()
    return { withdrawalId: Number(withdrawal.id) }
  })
}
