import type { DomainContext } from '../context.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'
import { storeLink } from './accountGuards.ts'
import type { CustomerRow } from './customerRow.ts'
import { issueCustomerToken, TOKEN_LIFETIME_MINUTES } from './customerTokens.ts'

/**
 * Tells an account's owner that someone tried to register with their address, with a
 * single-use link to choose a new password (docs/security.md). Counted on the address's
 * password request budget, so nobody can flood an inbox through the registration form: over
 * it, the e-mail is simply not written.
 */
export async function notifyRegistrationAttempt(context: DomainContext, owner: CustomerRow): Promise<void> {
  if (context.limits && (await context.limits.consume('passwordRequest', owner.email.toLowerCase())) > 0)
    return
  await context.db.transaction().execute(async (trx) => {
    const token = await issueCustomerToken(trx, owner.id, 'password_reset')
    await enqueueEmail(trx, {
      store: context.store.key,
      template: 'registrationAttempt',
      to: owner.email,
      data: {
        firstName: owner.firstname,
        resetUrl: storeLink(context, `/account/password-reset?token=${token}`),
        validMinutes: TOKEN_LIFETIME_MINUTES.password_reset,
      },
    })
  })
}
