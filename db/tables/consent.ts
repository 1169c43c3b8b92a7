import type { Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** One choice made in the cookie banner: the proof of consent (migration 0032). */
export interface ConsentRecordTable {
  id: Generated<number>
  /** The random id of the shopper's consent cookie. */
  consent_id: string
  store_key: string
  /** The signed-in customer who chose, if any. */
  customer_id: number | null
  analytics: boolean
  marketing: boolean
  /** Version of the cookie policy the banner showed (`CONSENT_POLICY_VERSION` of config/consentCookie.ts). */
  policy_version: number
  given_at: Generated<Date>
}

/** The tables of cookie consent records, by name. */
export interface ConsentTables {
  consent_record: ConsentRecordTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const CONSENT_COLUMNS = {
  consent_record: {
    id: 'not null',
    consent_id: 'not null',
    store_key: 'not null',
    customer_id: 'null',
    analytics: 'not null',
    marketing: 'not null',
    policy_version: 'not null',
    given_at: 'not null',
  },
} as const satisfies ColumnsOf<ConsentTables>
