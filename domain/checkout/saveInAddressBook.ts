import type { CartAddressValue } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'

/** Keeps a typed checkout address in the signed-in customer's address book (nothing for a guest). */
export async function saveInAddressBook(context: DomainContext, address: CartAddressValue): Promise<void> {
  const customerId = context.shopper?.customerId ?? null
  if (customerId === null) return
  const { firstname, lastname, company, street, street_extra, postcode, city, country_code, telephone } =
    address
  await context.db
    .insertInto('customer_address')
    .values({
      customer_id: customerId,
      firstname,
      lastname,
      company,
      street,
      street_extra,
      postcode,
      city,
      country_code,
      telephone,
    })
    .execute()
}
