import type { ShippingMethodCode } from '../../config/shippingRates.ts'
import type { ColumnsOf } from './columnsOf.ts'
import type { Numeric } from './columnTypes.ts'

/** The two ways an order travels (defined beside the delivery rates of each). */
export type { ShippingMethodCode }

/** A price of a shipping method in a country (gross cents); free from a subtotal when set. */
export interface ShippingRateTable {
  country_code: string
  method: ShippingMethodCode
  price_cents: number
  free_from_cents: number | null
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
  vat_rate: VatRateTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const CHECKOUT_COLUMNS = {
  shipping_rate: {
    country_code: 'not null',
    method: 'not null',
    price_cents: 'not null',
    free_from_cents: 'null',
  },
  vat_rate: { country_code: 'not null', tax_class: 'not null', percent: 'not null' },
} as const satisfies ColumnsOf<CheckoutTables>
