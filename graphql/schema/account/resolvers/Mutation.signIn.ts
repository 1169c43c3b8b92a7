import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { mergeGuestCarts } from '../../../../domain/cart/mergeGuestCarts.ts'
import { recordConsentAtSignIn } from '../../../../domain/consent/consentRecords.ts'
import { notSignedIn, tooManyAttempts } from '../../../../domain/accounts/accountGuards.ts'
import { findCustomerByEmail } from '../../../../domain/accounts/customerRow.ts'
import {
  hashPassword,
  needsRehash,
  verifyAgainstNothing,
  verifyPassword,
} from '../../../../domain/accounts/passwords.ts'

/**
 * `signIn`: checks the password and renews the session. A wrong password and an unknown
 * address get the same answer in about the same time (a password is hashed either way);
 * wrong passwords make the account and the client wait longer and longer. The browser's cookie
 * choice becomes the customer's (recordConsentAtSignIn).
 */
export const signIn: NonNullable<MutationResolvers['signIn']> = async (_, { email, password }, context) => {
  if (!context.shopper) return notSignedIn()
  const attempt = await context.limits?.beginSignInAttempt(email, context.clientIp)
  if (attempt && attempt.waitSeconds > 0) return tooManyAttempts(context, attempt.waitSeconds)
  const customer = email.length <= 254 ? await findCustomerByEmail(context.db, email) : undefined
  const passwordMatches = customer
    ? await verifyPassword(password, customer.password_hash)
    : await verifyAgainstNothing(password)
  if (!customer || !passwordMatches) {
    await attempt?.failed()
    return failed('INVALID_CREDENTIALS', 'The e-mail address or the password is wrong')
  }
  await attempt?.succeeded()
  if (needsRehash(customer.password_hash)) {
    await context.db
      .updateTable('customer')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', customer.id)
      .execute()
  }
  await mergeGuestCarts(context, customer.id)
  await recordConsentAtSignIn(context, customer.id)
  await context.shopper.signIn(customer.id)
  return { ...succeeded(), customer }
}
