import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'

/** `signOut`: ends the signed-in session; signing out twice is not an error. */
export const signOut: NonNullable<MutationResolvers['signOut']> = async (_, __, context) => {
  if (context.shopper?.customerId !== null && context.shopper) await context.shopper.signOut()
  return succeeded()
}
