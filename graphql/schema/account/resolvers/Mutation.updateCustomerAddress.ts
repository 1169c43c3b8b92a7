import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { notSignedIn, refusedInput, signedInCustomer } from '../../../../domain/accounts/accountGuards.ts'
import { checkCustomerAddressInput, isInputProblem } from '../../../../domain/accounts/addressInput.ts'
import { addressesOf } from '../../../../domain/accounts/customerRow.ts'
import { saveAddressDefaults } from '../../../../domain/accounts/addressDefaults.ts'
import { addressIdOf } from '../../../../domain/accounts/addressId.ts'

/** `updateCustomerAddress`: changes one of the signed-in customer's own addresses (another's is "not found"). */
export const updateCustomerAddress: NonNullable<MutationResolvers['updateCustomerAddress']> = async (
  _,
  { id, input },
  context,
) => {
  const current = await signedInCustomer(context)
  if (!current) return notSignedIn()
  const addressId = addressIdOf(id)
  if (addressId === null) return failed('ADDRESS_NOT_FOUND', 'No such address in your address book', 'id')
  const checked = await checkCustomerAddressInput(context.db, input)
  if (isInputProblem(checked)) return refusedInput(checked)
  const customer = await context.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('customer_address')
      .set(checked)
      .where('id', '=', addressId)
      .where('customer_id', '=', current.id)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return null
    return saveAddressDefaults(trx, current.id, addressId, {
      billing: input.defaultBilling ?? false,
      shipping: input.defaultShipping ?? false,
    })
  })
  if (!customer) return failed('ADDRESS_NOT_FOUND', 'No such address in your address book', 'id')
  const address =
    (await addressesOf(context.db, customer)).find((candidate) => candidate.id === addressId) ?? null
  return { ...succeeded(), customer, address }
}
