import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** A customer account (migration 0011). */
export interface CustomerTable {
  id: Generated<number>
  email: string
  firstname: string
  lastname: string
  password_hash: string
  newsletter_subscribed: ColumnType<boolean, boolean | undefined, boolean>
  store_key: string
  default_billing_address_id: number | null
  default_shipping_address_id: number | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  /** When the account was erased on request (migration 0056): the row stays, its personal values replaced. */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** An address of a customer's address book. */
export interface CustomerAddressTable {
  id: Generated<number>
  customer_id: number
  firstname: string
  lastname: string
  company: ColumnType<string, string | undefined, string>
  street: string
  street_extra: ColumnType<string, string | undefined, string>
  postcode: string
  city: string
  country_code: string
  telephone: ColumnType<string, string | undefined, string>
  /** The buyer's VAT number, '' when none (migration 0036). */
  vat_id: ColumnType<string, string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
}

/** A server-side session (the data @fastify/session keeps). */
export interface ShopSessionTable {
  id: string
  data: ColumnType<Record<string, unknown>, string, string>
  customer_id: number | null
  expires_at: Date
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** A single-use e-mailed token, stored as its SHA-256 hash. */
export interface CustomerTokenTable {
  id: Generated<number>
  customer_id: number
  purpose: 'password_reset' | 'email_change'
  token_hash: string
  new_email: string | null
  expires_at: Date
  used_at: Date | null
  created_at: ColumnType<Date, Date | undefined, never>
}

/** The tables of customer accounts, their address books, tokens and sessions, by name. */
export interface AccountTables {
  customer: CustomerTable
  customer_address: CustomerAddressTable
  shop_session: ShopSessionTable
  customer_token: CustomerTokenTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const ACCOUNT_COLUMNS = {
  customer: {
    id: 'not null',
    email: 'not null',
    firstname: 'not null',
    lastname: 'not null',
    password_hash: 'not null',
    newsletter_subscribed: 'not null',
    store_key: 'not null',
    default_billing_address_id: 'null',
    default_shipping_address_id: 'null',
    created_at: 'not null',
    updated_at: 'not null',
    erased_at: 'null',
  },
  customer_address: {
    id: 'not null',
    customer_id: 'not null',
    firstname: 'not null',
    lastname: 'not null',
    company: 'not null',
    street: 'not null',
    street_extra: 'not null',
    postcode: 'not null',
    city: 'not null',
    country_code: 'not null',
    telephone: 'not null',
    vat_id: 'not null',
    created_at: 'not null',
  },
  shop_session: {
    id: 'not null',
    data: 'not null',
    customer_id: 'null',
    expires_at: 'not null',
    updated_at: 'not null',
  },
  customer_token: {
    id: 'not null',
    customer_id: 'not null',
    purpose: 'not null',
    token_hash: 'not null',
    new_email: 'null',
    expires_at: 'not null',
    used_at: 'null',
    created_at: 'not null',
  },
} as const satisfies ColumnsOf<AccountTables>
