import type { ColumnType } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Json, LocalizedText } from './columnTypes.ts'

/** A manufacturer or an EU responsible person, as product safety information names them (migration 0038). */
export interface EconomicOperatorTable {
  code: string
  name: string
  street: string
  postal_code: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country_code: string
  email: string
}

/** Safety warnings a product may carry (migration 0038); the storefront translates them. */
export type SafetyWarningCode = 'keep_away_from_fire' | 'small_parts' | 'slippery_on_smooth_floors'

/** GPSR art. 19 information of a sellable product (migration 0038). */
export interface ProductSafetyTable {
  sku: string
  manufacturer_code: string
  responsible_person_code: string | null
  product_type: Json<LocalizedText>
  warnings: ColumnType<SafetyWarningCode[], SafetyWarningCode[] | undefined, SafetyWarningCode[]>
}

/** The tables of products' safety information (GPSR), by name. */
export interface ProductSafetyTables {
  economic_operator: EconomicOperatorTable
  product_safety: ProductSafetyTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const PRODUCT_SAFETY_COLUMNS = {
  economic_operator: {
    code: 'not null',
    name: 'not null',
    street: 'not null',
    postal_code: 'not null',
    city: 'not null',
    country_code: 'not null',
    email: 'not null',
  },
  product_safety: {
    sku: 'not null',
    manufacturer_code: 'not null',
    responsible_person_code: 'null',
    product_type: 'not null',
    warnings: 'not null',
  },
} as const satisfies ColumnsOf<ProductSafetyTables>
