import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { enqueueEmail } from '../../../../domain/email/enqueueEmail.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { isEmailAddress, normalizeEmail } from '../../../../domain/accounts/accountInput.ts'
import {
  notSignedIn,
  overBudget,
  refusedInput,
  signedInCustomer,
  storeLink,
  tooManyAttempts,
} from '../../../../domain/accounts/accountGuards.ts'
import { findCustomerByEmail } from '../../../../domain/accounts/customerRow.ts'
import { issueCustomerToken, TOKEN_LIFETIME_MINUTES } from '../../../../domain/accounts/customerTokens.ts'
import { verifyPassword } from '../../../../domain/accounts/passwords.ts'

/**
 * `requestCustomerEmailChange`: asks the password, then e-mails a confirmation link to the new
 * address; the account keeps its address until the link is opened (nobody can take an address
 * they do not read).
 */
export const requestCustomerEmailChange: NonNullable<
  MutationResolvers['requestCustomerEmailChange']
> = async (_, args, context) => {
  const current = await signedInCustomer(context)
  if (!current) return notSignedIn()
  const newEmail = normalizeEmail(args.newEmail)
  if (!isEmailAddress(newEmail)) return refusedInput({ code: 'INVALID_EMAIL', field: 'newEmail' })
  const attempt = await context.limits?.beginSignInAttempt(current.email, context.clientIp)
  if (attempt && attempt.waitSeconds > 0) return tooManyAttempts(context, attempt.waitSeconds)
  if (!(await verifyPassword(args.password, current.password_hash))) {
    await attempt?.failed()
    return failed('WRONG_PASSWORD', 'The current password is wrong', 'password')
  }
  await attempt?.succeeded()
  const limited = await overBudget(context, 'emailChange', String(current.id))
  if (limited) return limited
  const owner = await findCustomerByEmail(context.db, newEmail)
  if (owner && owner.id !== current.id)
    return failed('EMAIL_TAKEN', 'An account already uses this e-mail address', 'newEmail')
  await context.db.transaction().execute(async (trx) => {
    const token = await issueCustomerToken(trx, current.id, 'email_change', newEmail)
    await enqueueEmail(trx, {
      store: context.store.key,
      template: 'emailChange',
      to: newEmail,
      data: {
        firstName: current.firstname,
        newEmail,
        confirmUrl: storeLink(context, `/user/information?confirm-email=${token}`),
        validHours: TOKEN_LIFETIME_MINUTES.email_change / 60,
      },
    })
  })
  return succeeded()
}
