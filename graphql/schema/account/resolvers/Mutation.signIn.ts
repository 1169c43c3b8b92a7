import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../mutationResult.ts'
import { notSignedIn, tooManyAttempts } from '../accountGuards.ts'
import { findCustomerByEmail } from '../customerRow.ts'
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../passwords.ts'

/**
 * `signIn`: checks the password and renews the session. A wrong password and an unknown
 * address get the same answer in about the same time (a password is hashed either way);
 * wrong passwords make the account and the client wait longer and longer.
 */
export const signIn: NonNullable<MutationResolvers['signIn']> = async (_, { email, password }, context) => {
  if (!context.shopper) return notSignedIn()
  const wait = (await context.limits?.signInWaitSeconds(email, context.clientIp)) ?? 0
  if (wait > 0) return tooManyAttempts(context, wait)
  const customer = email.length <= 254 ? await findCustomerByEmail(context.db, email) : undefined
  const passwordMatches = customer ? await verifyPassword(password, customer.password_hash) : await verifyAgainstNothing(password)
  if (!customer || !passwordMatches) {
    await context.limits?.recordSignInFailure(email, context.clientIp)
    return failed('INVALID_CREDENTIALS', 'The e-mail address or the password is wrong')
  }
  await context.limits?.recordSignInSuccess(email, context.clientIp)
  if (needsRehash(customer.password_hash)) {
    await context.db.updateTable('customer').set({ password_hash: await hashPassword(password) }).where('id', '=', customer.id).execute()
  }
  await context.shopper.signIn(customer.id)
  return { ...succeeded(), customer }
}
