import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { enqueueEmail } from '../../../../domain/email/enqueueEmail.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { newPasswordProblem } from '../../../../domain/accounts/accountInput.ts'
import {
  notSignedIn,
  refusedInput,
  signedInCustomer,
  storeLink,
  tooManyAttempts,
} from '../../../../domain/accounts/accountGuards.ts'
import { hashPassword, verifyPassword } from '../../../../domain/accounts/passwords.ts'

/**
 * `changeCustomerPassword`: asks the current password (counted like a sign-in against
 * guessing), then sets the new one, signs out every other device and e-mails a notice.
 */
export const changeCustomerPassword: NonNullable<MutationResolvers['changeCustomerPassword']> = async (
  _,
  { currentPassword, newPassword },
  context,
) => {
  const current = await signedInCustomer(context)
  if (!current || !context.shopper) return notSignedIn()
  const attempt = await context.limits?.beginSignInAttempt(current.email, context.clientIp)
  if (attempt && attempt.waitSeconds > 0) return tooManyAttempts(context, attempt.waitSeconds)
  if (!(await verifyPassword(currentPassword, current.password_hash))) {
    await attempt?.failed()
    return failed('WRONG_PASSWORD', 'The current password is wrong', 'currentPassword')
  }
  await attempt?.succeeded()
  const problem = await newPasswordProblem(newPassword, 'newPassword')
  if (problem) return refusedInput(problem)
  const passwordHash = await hashPassword(newPassword)
  const customer = await context.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('customer')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    await enqueueEmail(trx, {
      store: context.store.key,
      template: 'passwordChanged',
      to: updated.email,
      data: {
        firstName: updated.firstname,
        passwordRequestUrl: storeLink(context, '/account/password-request'),
      },
    })
    return updated
  })
  await context.shopper.endOtherSessions(customer.id)
  return { ...succeeded(), customer }
}
