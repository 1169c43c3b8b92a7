import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { notSignedIn, signedInCustomer } from '../../../../domain/accounts/accountGuards.ts'
import { findCustomerById } from '../../../../domain/accounts/customerRow.ts'
import { setCustomerSubscription } from '../../../../domain/newsletter/newsletterSubscribers.ts'

/**
 * `updateNewsletterSubscription`: subscribes the signed-in customer at once (the account
 * vouches for the address) or unsubscribes them, keeping the newsletter's subscriber list in step.
 */
export const updateNewsletterSubscription: NonNullable<
  MutationResolvers['updateNewsletterSubscription']
> = async (_, { subscribed }, context) => {
  const current = await signedInCustomer(context)
  if (!current) return notSignedIn()
  await context.db
    .transaction()
    .execute((trx) => setCustomerSubscription(trx, current, context.store.key, subscribed))
  const customer = await findCustomerById(context.db, current.id)
  return { ...succeeded(), customer: customer ?? current }
}
