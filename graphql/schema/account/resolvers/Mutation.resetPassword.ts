import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { enqueueEmail } from '../../../../domain/email/enqueueEmail.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { newPasswordProblem } from '../../../../domain/accounts/accountInput.ts'
import { overBudget, refusedInput, storeLink } from '../../../../domain/accounts/accountGuards.ts'
import { consumeCustomerToken } from '../../../../domain/accounts/customerTokens.ts'
import { hashPassword } from '../../../../domain/accounts/passwords.ts'

/**
 * `resetPassword`: sets a new password with the e-mailed token (single use, one hour) and
 * ends every session of the customer; the shopper then signs in with the new password.
 */
export const resetPassword: NonNullable<MutationResolvers['resetPassword']> = async (
  _,
  { token, newPassword },
  context,
) => {
  const problem = await newPasswordProblem(newPassword, 'newPassword')
  if (problem) return refusedInput(problem)
  const limited = await overBudget(context, 'passwordReset', context.clientIp)
  if (limited) return limited
  const passwordHash = await hashPassword(newPassword)
  const customer = await context.db.transaction().execute(async (trx) => {
    const used = await consumeCustomerToken(trx, token, 'password_reset')
    if (!used) return null
    const updated = await trx
      .updateTable('customer')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', used.customerId)
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx.deleteFrom('shop_session').where('customer_id', '=', used.customerId).execute()
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
  if (!customer) return failed('INVALID_TOKEN', 'This link is unknown, already used or expired', 'token')
  if (context.shopper?.customerId === customer.id) await context.shopper.signOut()
  return succeeded()
}
