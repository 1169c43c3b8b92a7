import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { sendBackInStockAlerts } from '../../../../domain/stock/backInStockEmails.ts'
import { alertableVariant, confirmStockAlert as confirmAlert } from '../../../../domain/stock/stockAlerts.ts'

/**
 * `confirmStockAlert(token)`: the e-mailed link was opened, so the alert is confirmed; when
 * the size came back meanwhile, its e-mail is written at once (no stock change would send it).
 */
export const confirmStockAlert: NonNullable<MutationResolvers['confirmStockAlert']> = async (
  _,
  { token },
  context,
) => {
  const outcome = await context.db.transaction().execute(async (trx) => {
    const confirmed = await confirmAlert(trx, token.trim())
    if (!confirmed) return null
    const variant = await alertableVariant(trx, confirmed.sku)
    const sent = variant?.inStock
      ? await sendBackInStockAlerts(trx, [context.store], confirmed.sku, confirmed.id)
      : 0
    return sent > 0 ? 'SENT' : 'CONFIRMED'
  })
  if (!outcome)
    return {
      ...failed('INVALID_TOKEN', 'This link is unknown, already used or expired', 'token'),
      status: null,
    }
  return { ...succeeded(), status: outcome }
}
