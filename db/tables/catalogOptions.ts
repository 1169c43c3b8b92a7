import type { ColumnsOf } from './columnsOf.ts'
import type { Json, LocalizedText, Numeric } from './columnTypes.ts'

/** An option a shopper fills or chooses on a product (a text or a choice). */
export interface CustomOptionTable {
  id: number
  sku: string
  titles: Json<LocalizedText>
  type: string
  is_required: boolean
  price_type: 'fixed' | 'percent' | null
  price: Numeric | null
  max_characters: number | null
  position: number
}

/** A choice of a custom option, with its surcharge. */
export interface CustomOptionValueTable {
  id: number
  option_id: number
  titles: Json<LocalizedText>
  price_type: 'fixed' | 'percent'
  price: Numeric
  position: number
}

/** A part of a bundle product the shopper chooses pieces for. */
export interface BundleOptionTable {
  id: number
  sku: string
  labels: Json<LocalizedText>
  required: boolean
  type: string
  position: number
}

/** A product a bundle option offers, with its default quantity. */
export interface BundleSelectionTable {
  id: number
  option_id: number
  product_sku: string
  default_qty: number
  user_defined_qty: boolean
  position: number
}

/** The tables of a product's custom options and bundle options, by name. */
export interface CatalogOptionTables {
  custom_option: CustomOptionTable
  custom_option_value: CustomOptionValueTable
  bundle_option: BundleOptionTable
  bundle_selection: BundleSelectionTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const CATALOG_OPTION_COLUMNS = {
  custom_option: {
    id: 'not null',
    sku: 'not null',
    titles: 'not null',
    type: 'not null',
    is_required: 'not null',
    price_type: 'null',
    price: 'null',
    max_characters: 'null',
    position: 'not null',
  },
  custom_option_value: {
    id: 'not null',
    option_id: 'not null',
    titles: 'not null',
    price_type: 'not null',
    price: 'not null',
    position: 'not null',
  },
  bundle_option: {
    id: 'not null',
    sku: 'not null',
    labels: 'not null',
    required: 'not null',
    type: 'not null',
    position: 'not null',
  },
  bundle_selection: {
    id: 'not null',
    option_id: 'not null',
    product_sku: 'not null',
    default_qty: 'not null',
    user_defined_qty: 'not null',
    position: 'not null',
  },
} as const satisfies ColumnsOf<CatalogOptionTables>
