import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { consumeCustomerToken } from '../../../../domain/accounts/customerTokens.ts'
import { findCustomerById } from '../../../../domain/accounts/customerRow.ts'
import { storeLink } from '../../../../domain/accounts/accountGuards.ts'
import { enqueueEmail } from '../../../../domain/email/enqueueEmail.ts'
import { moveSubscriptionsToEmail } from '../../../../domain/newsletter/newsletterSubscribers.ts'

/**
 * `confirmCustomerEmailChange`: the new address takes effect once the link sent to it is
 * opened; the former address is told, so an owner who did not ask can react. Newsletter
 * subscriptions follow the account to its new address.
 */
export const confirmCustomerEmailChange: NonNullable<
  MutationResolvers['confirmCustomerEmailChange']
> = async (_, { token }, context) => {
  const changed = await context.db.transaction().execute(async (trx) => {
    const used = await consumeCustomerToken(trx, token, 'email_change')
    if (!used?.newEmail) return 'invalid' as const
    const before = await findCustomerById(trx, used.customerId)
    const updated = await trx
      .updateTable('customer')
      .set({ email: used.newEmail, updated_at: new Date() })
      .where('id', '=', used.customerId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('customer as other')
              .select('other.id')
              .whereRef('other.id', '<>', 'customer.id')
              .where((eb) => eb(eb.fn('lower', ['other.email']), '=', used.newEmail!.toLowerCase())),
          ),
        ),
      )
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1 || !before) return 'taken' as const
    await moveSubscriptionsToEmail(trx, used.customerId, before.email, used.newEmail)
    await enqueueEmail(trx, {
      store: context.store.key,
      template: 'emailChanged',
      to: before.email,
      data: {
        firstName: before.firstname,
        newEmail: used.newEmail,
        contactUrl: storeLink(context, '/contact'),
      },
    })
    return 'changed' as const
  })
  if (changed === 'invalid')
    return failed('INVALID_TOKEN', 'This link is unknown, already used or expired', 'token')
  if (changed === 'taken')
    return failed('EMAIL_TAKEN', 'An account already uses this e-mail address', 'newEmail')
  return succeeded()
}
