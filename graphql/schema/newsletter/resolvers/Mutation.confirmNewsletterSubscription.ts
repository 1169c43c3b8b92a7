import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { enqueueEmail } from '../../../../domain/email/enqueueEmail.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { storeLink } from '../../../../domain/accounts/accountGuards.ts'
import {
  confirmSubscription,
  issueUnsubscribeToken,
} from '../../../../domain/newsletter/newsletterSubscribers.ts'

/**
 * `confirmNewsletterSubscription`: the e-mailed link was opened, so the address is
 * subscribed (and its account ticked); a welcome e-mail carries the first unsubscribe link.
 */
export const confirmNewsletterSubscription: NonNullable<
  MutationResolvers['confirmNewsletterSubscription']
> = async (_, { token }, context) => {
  const subscriber = await context.db.transaction().execute(async (trx) => {
    const confirmed = await confirmSubscription(trx, token.trim())
    if (!confirmed) return null
    const unsubscribeToken = await issueUnsubscribeToken(trx, confirmed.id)
    // In the language of the store subscribed to, which is the one its newsletters are written in.
    await enqueueEmail(trx, {
      store: context.store.key,
      template: 'newsletterWelcome',
      to: confirmed.email,
      data: { unsubscribeUrl: storeLink(context, `/newsletter?unsubscribe=${unsubscribeToken}`) },
    })
    return confirmed
  })
  if (!subscriber)
    return {
      ...failed('INVALID_TOKEN', 'This link is unknown, already used or expired', 'token'),
      status: null,
    }
  return { ...succeeded(), status: 'SUBSCRIBED' }
}
