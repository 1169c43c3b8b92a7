import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { notSignedIn, signedInCustomer } from '../../../../domain/accounts/accountGuards.ts'
import { addressIdOf } from '../../../../domain/accounts/addressId.ts'
import { findCustomerById } from '../../../../domain/accounts/customerRow.ts'

/** `deleteCustomerAddress`: deletes one of the signed-in customer's own addresses (defaults pointing at it are cleared). */
export const deleteCustomerAddress: NonNullable<MutationResolvers['deleteCustomerAddress']> = async (
  _,
  { id },
  context,
) => {
  const current = await signedInCustomer(context)
  if (!current) return notSignedIn()
  const addressId = addressIdOf(id)
  const deleted =
    addressId === null
      ? null
      : await context.db
          .deleteFrom('customer_address')
          .where('id', '=', addressId)
          .where('customer_id', '=', current.id)
          .executeTakeFirst()
  if (!deleted || Number(deleted.numDeletedRows) === 0)
    return failed('ADDRESS_NOT_FOUND', 'No such address in your address book', 'id')
  const customer = await findCustomerById(context.db, current.id)
  return { ...succeeded(), customer: customer ?? null }
}
