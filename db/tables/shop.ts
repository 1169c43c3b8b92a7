import type { ColumnType } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { Json, LocalizedText } from './columnTypes.ts'

/** A feature switched on or off for the storefront. */
export interface FeatureFlagTable {
  name: string
  is_active: boolean
}

/** A country (ISO 3166 codes) with its names per language. */
export interface CountryTable {
  code2: string
  code3: string
  numeric_code: string
  subdivision: string
  names: Json<LocalizedText>
}

/**
 * One setting edited in the back office (migration 0070): `scope` is 'shop' for the shop-wide
 * value or a store's key for that store's override; `value` is JSON (written as text).
 */
export interface ShopSettingTable {
  scope: string
  name: string
  value: ColumnType<unknown, string, string>
}

/** The tables of the shop's settings: feature flags, countries and edited settings, by name. */
export interface ShopTables {
  feature_flag: FeatureFlagTable
  country: CountryTable
  shop_setting: ShopSettingTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const SHOP_COLUMNS = {
  feature_flag: { name: 'not null', is_active: 'not null' },
  country: {
    code2: 'not null',
    code3: 'not null',
    numeric_code: 'not null',
    subdivision: 'not null',
    names: 'not null',
  },
  shop_setting: { scope: 'not null', name: 'not null', value: 'not null' },
} as const satisfies ColumnsOf<ShopTables>
