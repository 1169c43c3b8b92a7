import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { notSignedIn, overBudget } from '../../../../domain/accounts/accountGuards.ts'
import { findOrderToWithdraw, orderNotFound } from '../../../../domain/withdrawal/withdrawalStatement.ts'
import { recordWithdrawal } from '../../../../domain/withdrawal/recordWithdrawal.ts'
import { withdrawalsOfOrder } from '../../../../domain/withdrawal/withdrawalView.ts'

/**
 * `withdrawFromContract`: the "confirm withdrawal" step. Records the statement for the caller's
 * order (the customer's, or a guest's by signed link) and queues the acknowledgment and the
 * shop's notice; the same statement again answers the same withdrawal. Limited per client address.
 */
export const withdrawFromContract: NonNullable<MutationResolvers['withdrawFromContract']> = async (
  _,
  { input },
  context,
) => {
  const order = await findOrderToWithdraw(context, input)
  if (order === 'SIGN_IN_REQUIRED') return { ...notSignedIn(), withdrawal: null }
  if (!order) return { ...orderNotFound(), withdrawal: null }
  const limited = await overBudget(context, 'withdrawal', context.clientIp)
  if (limited) return { ...limited, withdrawal: null }
  const recorded = await recordWithdrawal(context, order, input)
  if ('problem' in recorded) return { ...recorded.problem, withdrawal: null }
  const withdrawals = await withdrawalsOfOrder(context.db, Number(order.id), order.number)
  return {
    ...succeeded(),
    withdrawal: withdrawals.find((withdrawal) => withdrawal.id === String(recorded.withdrawalId)) ?? null,
  }
}
