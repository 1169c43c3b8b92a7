import type { ColumnsOf } from './columnsOf.ts'
import type { Generated } from 'kysely'
import type { Json, LocalizedText, Numeric } from './columnTypes.ts'

/** The two ways an order travels: home delivery and parcel pickup. */
export type ShippingMethodCode = 'home' | 'pickup'

/**
 * A shipping rate (migration 0071): a group of countries and a method, its carrier, price incl.
 * VAT (cents) and delay; `store_key` null for every store, else that store's override.
 */
export interface ShippingRateTable {
  id: Generated<number>
  store_key: string | null
  countries: string[]
  method: ShippingMethodCode
  destination: Json<LocalizedText>
  carrier: Json<LocalizedText>
  price_cents: number
  days_min: number
  days_max: number
  enabled: Generated<boolean>
  position: Generated<number>
}

/** The subtotal from which standard delivery is free: scope 'shop', or a store's key (migration 0071). */
export interface ShippingFreeFromTable {
  scope: string
  free_from_cents: number | null
}

/** A pickup network and the countries it serves (migration 0071). */
export interface PickupNetworkTable {
  code: string
  name: string
  countries: string[]
  enabled: Generated<boolean>
}

/** A product's VAT class (migration 0035). */
export type TaxClass = 'standard' | 'children_clothing'

/** A VAT rate of a country and tax class, in percent (migration 0035, docs/vat.md). */
export interface VatRateTable {
  country_code: string
  tax_class: TaxClass
  percent: Numeric
}

/** The tables of shipping rates and VAT rates, by name. */
export interface CheckoutTables {
  shipping_rate: ShippingRateTable
  shipping_free_from: ShippingFreeFromTable
  pickup_network: PickupNetworkTable
  vat_rate: VatRateTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const CHECKOUT_COLUMNS = {
  shipping_rate: {
    id: 'not null',
    store_key: 'null',
    countries: 'not null',
    method: 'not null',
    destination: 'not null',
    carrier: 'not null',
    price_cents: 'not null',
    days_min: 'not null',
    days_max: 'not null',
    enabled: 'not null',
    position: 'not null',
  },
  shipping_free_from: { scope: 'not null', free_from_cents: 'null' },
  pickup_network: { code: 'not null', name: 'not null', countries: 'not null', enabled: 'not null' },
  vat_rate: { country_code: 'not null', tax_class: 'not null', percent: 'not null' },
} as const satisfies ColumnsOf<CheckoutTables>
