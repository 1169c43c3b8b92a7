import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Database } from '../../db/tables.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'
import type { CustomerRow } from './customerRow.ts'
import { issueCustomerToken, TOKEN_LIFETIME_MINUTES } from './customerTokens.ts'

/**
 * Issues a password-reset token and writes its e-mail (a single-use link to the store's reset
 * page, valid one hour) in the caller's transaction, in the language of `store`. The storefront's
 * "forgot password" and the back office's "send a password-reset e-mail" both send this one.
 */
export async function writePasswordResetEmail(
  trx: Kysely<Database>,
  store: Store,
  customer: Pick<CustomerRow, 'id' | 'email' | 'firstname'>,
): Promise<void> {
  const token = await issueCustomerToken(trx, customer.id, 'password_reset')
  await enqueueEmail(trx, {
    store: store.key,
    template: 'passwordReset',
    to: customer.email,
    data: {
      firstName: customer.firstname,
      resetUrl: `${store.baseUrl}/account/password-reset?token=${token}`,
      validMinutes: TOKEN_LIFETIME_MINUTES.password_reset,
    },
  })
}
