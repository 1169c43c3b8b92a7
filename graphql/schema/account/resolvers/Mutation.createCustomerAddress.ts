import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { succeeded } from '../../../../domain/mutationResult.ts'
import { notSignedIn, refusedInput, signedInCustomer } from '../../../../domain/accounts/accountGuards.ts'
import { checkCustomerAddressInput, isInputProblem } from '../../../../domain/accounts/addressInput.ts'
import { addressesOf } from '../../../../domain/accounts/customerRow.ts'
import { saveAddressDefaults } from '../../../../domain/accounts/addressDefaults.ts'

/** `createCustomerAddress`: adds an address to the signed-in customer's book; the first one becomes the default. */
export const createCustomerAddress: NonNullable<MutationResolvers['createCustomerAddress']> = async (
  _,
  { input },
  context,
) => {
  const current = await signedInCustomer(context)
  if (!current) return notSignedIn()
  const checked = await checkCustomerAddressInput(context.db, input)
  if (isInputProblem(checked)) return refusedInput(checked)
  const customer = await context.db.transaction().execute(async (trx) => {
    const address = await trx
      .insertInto('customer_address')
      .values({ ...checked, customer_id: current.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    return saveAddressDefaults(trx, current.id, address.id, {
      billing: input.defaultBilling ?? false,
      shipping: input.defaultShipping ?? false,
    })
  })
  const addresses = await addressesOf(context.db, customer)
  return { ...succeeded(), customer, address: addresses.at(-1) ?? null }
}
