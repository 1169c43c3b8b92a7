import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { requiredTextProblem } from '../../../../domain/accounts/accountInput.ts'
import { notSignedIn, refusedInput, signedInCustomer } from '../../../../domain/accounts/accountGuards.ts'

/** `updateCustomer`: changes the signed-in customer's first and last name. */
export const updateCustomer: NonNullable<MutationResolvers['updateCustomer']> = async (
  _,
  { input },
  context,
) => {
  const current = await signedInCustomer(context)
  if (!current) return notSignedIn()
  const problem = requiredTextProblem({ firstname: input.firstname, lastname: input.lastname })
  if (problem) return refusedInput(problem)
  const customer = await context.db
    .updateTable('customer')
    .set({ firstname: input.firstname.trim(), lastname: input.lastname.trim(), updated_at: new Date() })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { ...succeeded(), customer }
}
