import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../mutationResult.ts'
import { notSignedIn, signedInCustomer } from '../accountGuards.ts'

/** `updateNewsletterSubscription`: subscribes or unsubscribes the signed-in customer. */
export const updateNewsletterSubscription: NonNullable<MutationResolvers['updateNewsletterSubscription']> = async (_, { subscribed }, context) => {
  const current = await signedInCustomer(context)
  if (!current) return notSignedIn()
  const customer = await context.db.updateTable('customer').set({ newsletter_subscribed: subscribed, updated_at: new Date() }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow()
  return { ...succeeded(), customer }
}
