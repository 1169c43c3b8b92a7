import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { isEmailAddress, normalizeEmail } from '../../../../domain/accounts/accountInput.ts'
import { overBudget, refusedInput } from '../../../../domain/accounts/accountGuards.ts'
import { findCustomerByEmail } from '../../../../domain/accounts/customerRow.ts'
import { writePasswordResetEmail } from '../../../../domain/accounts/passwordResetEmail.ts'

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
      // In the language of the store the shopper asks from, which is the one they read now.
      context.db
        .transaction()
        .execute((trx) => writePasswordResetEmail(trx, context.store, customer))
        .catch((error: unknown) =>
          context.log.error(
            { err: error, customerId: customer.id },
            'could not write a password reset e-mail',
          ),
        )
    })
  }
  return succeeded()
}
