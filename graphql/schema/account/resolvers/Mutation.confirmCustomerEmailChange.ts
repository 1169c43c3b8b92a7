import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../mutationResult.ts'
import { consumeCustomerToken } from '../customerTokens.ts'

/** `confirmCustomerEmailChange`: the new address takes effect once the link sent to it is opened. */
export const confirmCustomerEmailChange: NonNullable<MutationResolvers['confirmCustomerEmailChange']> = async (_, { token }, context) => {
  const changed = await context.db.transaction().execute(async (trx) => {
    const used = await consumeCustomerToken(trx, token, 'email_change')
    if (!used?.newEmail) return 'invalid' as const
    const updated = await trx
      .updateTable('customer')
      .set({ email: used.newEmail, updated_at: new Date() })
      .where('id', '=', used.customerId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('customer as other').select('other.id').whereRef('other.id', '<>', 'customer.id').where((eb) => eb(eb.fn('lower', ['other.email']), '=', used.newEmail!.toLowerCase())))))
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) === 1 ? ('changed' as const) : ('taken' as const)
  })
  if (changed === 'invalid') return failed('INVALID_TOKEN', 'This link is unknown, already used or expired', 'token')
  if (changed === 'taken') return failed('EMAIL_TAKEN', 'An account already uses this e-mail address', 'newEmail')
  return succeeded()
}
