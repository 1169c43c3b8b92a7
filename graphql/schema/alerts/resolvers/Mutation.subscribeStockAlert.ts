import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { enqueueEmail } from '../../../../domain/email/enqueueEmail.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { isEmailAddress, normalizeEmail } from '../../../../domain/accounts/accountInput.ts'
import { overBudget, refusedInput, storeLink } from '../../../../domain/accounts/accountGuards.ts'
import { describeVariant } from '../../../../domain/stock/backInStockEmails.ts'
import {
  ALERT_CONFIRMATION_DAYS,
  alertableVariant,
  requestStockAlert,
} from '../../../../domain/stock/stockAlerts.ts'

/**
 * `subscribeStockAlert(sku, email)`: for an out-of-stock size (the variant's sku), records a
 * pending alert and e-mails its confirmation link (double opt-in), in the store's language.
 * Answers PENDING whether the alert was new or already confirmed, so nobody learns who waits
 * for what. Limited per client address and per e-mail address.
 */
export const subscribeStockAlert: NonNullable<MutationResolvers['subscribeStockAlert']> = async (
  _,
  args,
  context,
) => {
  const email = normalizeEmail(args.email)
  if (email === '') return { ...refusedInput({ code: 'REQUIRED', field: 'email' }), status: null }
  if (!isEmailAddress(email))
    return { ...refusedInput({ code: 'INVALID_EMAIL', field: 'email' }), status: null }
  const limited =
    (await overBudget(context, 'stockAlertSubscribe', context.clientIp)) ??
    (await overBudget(context, 'stockAlertSubscribe', email.toLowerCase()))
  if (limited) return { ...limited, status: null }
  const variant = await alertableVariant(context.db, args.sku.trim())
  if (!variant)
    return { ...failed('PRODUCT_NOT_FOUND', 'No size of a product has this sku', 'sku'), status: null }
  if (variant.inStock) return { ...failed('PRODUCT_IN_STOCK', 'This size is in stock', 'sku'), status: null }
  await context.db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customer')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst()
    const tokens = await requestStockAlert(trx, {
      sku: variant.sku,
      email,
      storeKey: context.store.key,
      customerId: customer?.id ?? null,
    })
    const described = await describeVariant(trx, variant.sku, context.language)
    if (!tokens || !described) return
    await enqueueEmail(trx, {
      store: context.store.key,
      template: 'stockAlertConfirmation',
      to: email,
      data: {
        productName: described.productName,
        optionLabels: described.optionLabels,
        confirmUrl: storeLink(context, `/stock-alert?confirm=${tokens.confirmToken}`),
        unsubscribeUrl: storeLink(context, `/stock-alert?unsubscribe=${tokens.unsubscribeToken}`),
        validDays: ALERT_CONFIRMATION_DAYS,
      },
    })
  })
  return { ...succeeded(), status: 'PENDING' }
}
