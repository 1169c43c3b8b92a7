import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { notSignedIn } from '../../../../domain/accounts/accountGuards.ts'
import {
  findOrderToWithdraw,
  orderNotFound,
  planWithdrawal,
} from '../../../../domain/withdrawal/withdrawalStatement.ts'
import { statementView } from '../../../../domain/withdrawal/withdrawalView.ts'

/** `withdrawalStatement`: checks a statement for the caller's order and answers it as it would be sent; records nothing. */
export const withdrawalStatement: NonNullable<QueryResolvers['withdrawalStatement']> = async (
  _,
  { input },
  context,
) => {
  const order = await findOrderToWithdraw(context, input)
  if (order === 'SIGN_IN_REQUIRED') return { ...notSignedIn(), statement: null }
  if (!order) return { ...orderNotFound(), statement: null }
  const planned = await planWithdrawal(context.db, order, input, context.now)
  if ('problem' in planned) return { ...planned.problem, statement: null }
  return { ...succeeded(), statement: statementView(planned.plan) }
}
