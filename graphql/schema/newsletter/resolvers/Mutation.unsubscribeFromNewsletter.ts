import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { unsubscribeByToken } from '../../../../domain/newsletter/newsletterSubscribers.ts'

/** `unsubscribeFromNewsletter`: the unsubscribe link of a newsletter e-mail, sent by its button (no sign-in needed). */
export const unsubscribeFromNewsletter: NonNullable<MutationResolvers['unsubscribeFromNewsletter']> = async (
  _,
  { token },
  context,
) => {
  const subscriber = await context.db.transaction().execute((trx) => unsubscribeByToken(trx, token.trim()))
  if (!subscriber)
    return { ...failed('INVALID_TOKEN', 'This unsubscribe link is unknown', 'token'), status: null }
  return { ...succeeded(), status: 'UNSUBSCRIBED' }
}
