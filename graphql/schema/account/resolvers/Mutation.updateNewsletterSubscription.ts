import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../mutationResult.ts'
import { notSignedIn, signedInCustomer } from '../accountGuards.ts'
import { findCustomerById } from '../customerRow.ts'
import { setCustomerSubscription } from '../../newsletter/newsletterSubscribers.ts'

/**
 * `updateNewsletterSubscription`: subscribes the signed-in customer at once (the account
 * vouches for the address) or unsubscribes them, keeping the newsletter's subscriber list in step.
 */
export const updateNewsletterSubscription: NonNullable<MutationResolvers['updateNewsletterSubscription']> = async (_, { subscribed }, context) => {
  const current = await signedInCustomer(context)
  if (!current) return notSignedIn()
  await context.db.transaction().execute((trx) => setCustomerSubscription(trx, current, context.store.key, subscribed))
  const customer = await findCustomerById(context.db, current.id)
  return { ...succeeded(), customer: customer ?? current }
}
