import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { enqueueEmail } from '../../../../server/email/enqueueEmail.ts'
import { succeeded } from '../../mutationResult.ts'
import { isEmailAddress, normalizeEmail } from '../accountInput.ts'
import { overBudget, refusedInput, storeLink } from '../accountGuards.ts'
import { findCustomerByEmail } from '../customerRow.ts'
import { issueCustomerToken, TOKEN_LIFETIME_MINUTES } from '../customerTokens.ts'

/**
 * `requestPasswordResetEmail`: e-mails a single-use link valid one hour. Known and unknown
 * addresses get the same answer, so nobody learns who has an account.
 */
export const requestPasswordResetEmail: NonNullable<MutationResolvers['requestPasswordResetEmail']> = async (_, args, context) => {
  const email = normalizeEmail(args.email)
  if (!isEmailAddress(email)) return refusedInput({ code: 'INVALID_EMAIL', field: 'email' })
  const limited = (await overBudget(context, 'passwordRequest', context.clientIp)) ?? (await overBudget(context, 'passwordRequest', email.toLowerCase()))
  if (limited) return limited
  const customer = await findCustomerByEmail(context.db, email)
  if (customer) {
    await context.db.transaction().execute(async (trx) => {
      const token = await issueCustomerToken(trx, customer.id, 'password_reset')
      // In the language of the store the shopper asks from, which is the one they read now.
      await enqueueEmail(trx, {
        store: context.store.key,
        template: 'passwordReset',
        to: customer.email,
        data: { firstName: customer.firstname, resetUrl: storeLink(context, `/account/password-reset?token=${token}`), validMinutes: TOKEN_LIFETIME_MINUTES.password_reset },
      })
    })
  }
  return succeeded()
}
