import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { CustomerRow } from './customerRow.ts'

/**
 * Makes an address the customer's default billing and/or shipping address when asked, or
 * when the customer has no default of that kind yet (a first address is both). Returns the
 * customer as saved.
 */
export async function saveAddressDefaults(
  db: Kysely<Database>,
  customerId: number,
  addressId: number,
  makeDefault: { billing: boolean; shipping: boolean },
): Promise<CustomerRow> {
  return db
    .updateTable('customer')
    .set((eb) => ({
      default_billing_address_id: makeDefault.billing
        ? addressId
        : eb.fn.coalesce('default_billing_address_id', eb.val(addressId)),
      default_shipping_address_id: makeDefault.shipping
        ? addressId
        : eb.fn.coalesce('default_shipping_address_id', eb.val(addressId)),
      updated_at: new Date(),
    }))
    .where('id', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow()
}
