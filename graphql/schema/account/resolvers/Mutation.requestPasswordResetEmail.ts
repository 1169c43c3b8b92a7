import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import type { ShopContext } from '../../context.ts'
import { enqueueEmail } from '../../../../domain/email/enqueueEmail.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { isEmailAddress, normalizeEmail } from '../../../../domain/accounts/accountInput.ts'
import { overBudget, refusedInput, storeLink } from '../../../../domain/accounts/accountGuards.ts'
import { findCustomerByEmail, type CustomerRow } from '../../../../domain/accounts/customerRow.ts'
import { issueCustomerToken, TOKEN_LIFETIME_MINUTES } from '../../../../domain/accounts/customerTokens.ts'

/** Issues the token and writes the e-mail, in one transaction. */
async function writePasswordResetEmail(context: ShopContext, customer: CustomerRow): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const token = await issueCustomerToken(trx, customer.id, 'password_reset')
    // In the language of the store the shopper asks from, which is the one they read now.
    await enqueueEmail(trx, {
      store: context.store.key,
      template: 'passwordReset',
      to: customer.email,
      data: {
        firstName: customer.firstname,
        resetUrl: storeLink(context, `/account/password-reset?token=${token}`),
        validMinutes: TOKEN_LIFETIME_MINUTES.password_reset,
      },
    })
  })
}

/**
 * `requestPasswordResetEmail`: e-mails a single-use link valid one hour. Known and unknown
 * addresses get the same answer, so nobody learns who has an account.
 */
export const requestPasswordResetEmail: NonNullable<MutationResolvers['requestPasswordResetEmail']> = async (
  _,
  args,
  context,
) => {
  const email = normalizeEmail(args.email)
  if (!isEmailAddress(email)) return refusedInput({ code: 'INVALID_EMAIL', field: 'email' })
  const limited =
    (await overBudget(context, 'passwordRequest', context.clientIp)) ??
    (await overBudget(context, 'passwordRequest', email.toLowerCase()))
  if (limited) return limited
  const customer = await findCustomerByEmail(context.db, email)
  // Written after the answer leaves: waiting for the token and e-mail writes made a known address answer several times later than an unknown one.
  if (customer) {
    setImmediate(() => {
      writePasswordResetEmail(context, customer).catch((error: unknown) =>
        context.log.error({ err: error, customerId: customer.id }, 'could not write a password reset e-mail'),
      )
    })
  }
  return succeeded()
}
