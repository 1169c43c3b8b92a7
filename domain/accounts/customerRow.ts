import type { Kysely, Selectable } from 'kysely'
import { sql } from 'kysely'
import type { CustomerAddressTable, CustomerTable, Database } from '../../db/tables.ts'

/** A customer as resolvers start from it (the `Customer` mapper). */
export type CustomerRow = Selectable<CustomerTable>

/** An address with whether it is its customer's default billing and shipping address (the `CustomerAddress` mapper). */
export interface CustomerAddressValue extends Selectable<CustomerAddressTable> {
  isDefaultBilling: boolean
  isDefaultShipping: boolean
}

/** The customer with this id, or undefined. */
export function findCustomerById(db: Kysely<Database>, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The customer with this e-mail address, whatever its case, or undefined. */
export function findCustomerByEmail(db: Kysely<Database>, email: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst()
}

/** The address book of a customer, oldest first, with the default flags. */
export async function addressesOf(
  db: Kysely<Database>,
  customer: CustomerRow,
): Promise<CustomerAddressValue[]> {
  const rows = await db
    .selectFrom('customer_address')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    ...row,
    isDefaultBilling: row.id === customer.default_billing_address_id,
    isDefaultShipping: row.id === customer.default_shipping_address_id,
  }))
}
