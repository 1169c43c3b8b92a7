import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { unsubscribeStockAlert as cancelAlert } from '../../../../domain/stock/stockAlerts.ts'

/** `unsubscribeStockAlert(token)`: the unsubscribe link of a stock alert e-mail, sent by its button (no sign-in needed). */
export const unsubscribeStockAlert: NonNullable<MutationResolvers['unsubscribeStockAlert']> = async (
  _,
  { token },
  context,
) => {
  const alert = await context.db.transaction().execute((trx) => cancelAlert(trx, token.trim()))
  if (!alert) return { ...failed('INVALID_TOKEN', 'This unsubscribe link is unknown', 'token'), status: null }
  return { ...succeeded(), status: 'UNSUBSCRIBED' }
}
