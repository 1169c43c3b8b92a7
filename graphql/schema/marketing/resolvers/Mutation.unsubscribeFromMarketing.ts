import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { unsubscribeFromMarketing as unsubscribe } from '../../../../domain/marketing/marketingOptOut.ts'

/** `unsubscribeFromMarketing`: the unsubscribe link of a cart reminder, sent by its button (no sign-in needed). */
export const unsubscribeFromMarketing: NonNullable<MutationResolvers['unsubscribeFromMarketing']> = async (
  _,
  { token },
  context,
) => {
  const done = await context.db.transaction().execute((trx) => unsubscribe(trx, token.trim()))
  if (!done) return failed('INVALID_TOKEN', 'This unsubscribe link is unknown', 'token')
  return succeeded()
}
