import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'
import type { TaxClass } from './checkout.ts'
import type { Json, Language, LocalizedText, Numeric, Timestamp } from './columnTypes.ts'

/** A product attribute (colour, size, …) with its labels per language. */
export interface AttributeTable {
  code: string
  id: number
  labels: Json<LocalizedText>
  is_filterable: boolean
  position: number
}

/** A value an attribute may take, with its labels and colour swatch. */
export interface AttributeOptionTable {
  attribute_code: string
  value: string
  labels: Json<LocalizedText>
  swatch: string | null
  position: number
}

/** A product or category picture (its artwork generated, or uploaded: `file_hash`) with its alt text per language. */
export interface MediaTable {
  id: string
  type: string
  artwork: string
  alt: Json<LocalizedText>
  /** Intrinsic size in px of the largest rendition (migration 0006; generated artwork is square). */
  width: Generated<number>
  height: Generated<number>
  /** An uploaded picture's content hash, naming its renditions (migration 0090); null for generated artwork. */
  file_hash: Generated<string | null>
}

/** A category of the catalogue tree; `path` is the ids from the root to it (`1/3`). */
export interface CategoryTable {
  id: number
  parent_id: number | null
  path: string
  level: number
  position: number
  include_in_menu: boolean
  gender: string | null
  image_id: string | null
  /** Its picture's alternative text per language, before the media's own (migration 0084). */
  image_alt: ColumnType<Partial<Record<Language, string>>, string | undefined, string>
  /** Off: its page, its menu entry and its children leave the shop (migration 0072). */
  enabled: Generated<boolean>
}

/** A category’s name, description and URL in one language. */
export interface CategoryTranslationTable {
  category_id: number
  language: Language
  name: string
  description: string
  url_path: string
  meta_title: string
  /** Migration 0072. */
  meta_description: Generated<string>
}

/** A product or a variant (`parent_sku` names its configurable product), with its prices and stock. */
export interface ProductTable {
  sku: string
  id: number
  type: 'simple' | 'configurable' | 'bundle' | 'giftcard' | 'downloadable'
  parent_sku: string | null
  family: string
  kind: string
  gender: string
  colour: string | null
  size: string | null
  regular_price: Numeric
  final_price: Numeric
  qty: number
  is_in_stock: boolean
  is_new: boolean
  adult_image: boolean
  position: number
  image_id: string | null
  push_redirect: string | null
  stickers: ColumnType<string[], string[], string[]>
  created_at: Timestamp
  /** Denormalized from product_category (migration 0002). */
  category_ids: ColumnType<number[], never, never>
  /** Denormalized `code:value` pairs from product_attribute (migration 0002). */
  attribute_values: ColumnType<string[], never, never>
  /** Price and attribute value ids packed for facet counting, by refresh_listing_columns() (migration 0012). */
  listing_facets: ColumnType<Uint8Array, never, never>
  /** Its VAT class (migration 0035): children's clothing and footwear for the kids' range. */
  tax_class: ColumnType<TaxClass, TaxClass | undefined, TaxClass>
  /** The store keys where staff switched it off (migration 0060); empty: on sale in every store. */
  disabled_stores: ColumnType<string[], string[] | undefined, string[]>
  /** The first and last day (`YYYY-MM-DD`, inclusive) it shows the "new" badge (migration 0062); both null: `is_new` says. */
  new_from: ColumnType<string | null, string | null | undefined, string | null>
  new_to: ColumnType<string | null, string | null | undefined, string | null>
  /** A size's low-stock threshold (migration 0068); null: the shop's default (`LOW_STOCK_THRESHOLD_DEFAULT`). */
  low_stock_threshold: ColumnType<number | null, number | null | undefined, number | null>
}

/** A product’s name, description, URL key and search document in one language. */
export interface ProductTranslationTable {
  sku: string
  language: Language
  name: string
  description: string
  url_key: string
  search_name: string
  search_document: ColumnType<string, string, string>
  /** Listing columns copied from product by refresh_listing_columns() (migration 0003). */
  final_price: ColumnType<number | null, never, never>
  attribute_values: ColumnType<string[], never, never>
  position: ColumnType<number, never, never>
  created_at: ColumnType<Date | null, never, never>
  listing_facets: ColumnType<Uint8Array, never, never>
  /** The page's title and description for search engines (migration 0060); empty: the name, the description. */
  meta_title: ColumnType<string, string | undefined, string>
  meta_description: ColumnType<string, string | undefined, string>
  /** The product's `disabled_stores`, copied by triggers (migration 0061) for searches. */
  disabled_stores: ColumnType<string[], never, never>
}

/** A product in a category, at its position there. */
export interface ProductCategoryTable {
  category_id: number
  sku: string
  position: number
}

/** A value of an attribute a product has. */
export interface ProductAttributeTable {
  sku: string
  code: string
  value: string
}

/** A product’s unit price from a quantity on. */
export interface TierPriceTable {
  sku: string
  qty: number
  price: Numeric
}

/** An attribute value numbered for packed listing facets (migration 0012), by refresh_listing_values(). */
export interface ListingValueTable {
  id: number
  code: string
  value: string
}

/** Every price a product sold at, written by triggers on product's price columns (migration 0037). */
export interface ProductPriceHistoryTable {
  id: Generated<string>
  sku: string
  regular_price: Numeric
  final_price: Numeric
  /** From this instant on the product sold at these prices, until the sku's next row. */
  valid_from: Timestamp
}

/** A product's status per store over time (migration 0080): where it was switched off, from `valid_from` until the sku's next row. */
export interface ProductStatusHistoryTable {
  id: Generated<string>
  sku: string
  disabled_stores: string[]
  valid_from: Timestamp
}

/** A reduction planned from one instant to another (migration 0064), applied by the price-schedule sweep. */
export interface ProductPriceScheduleTable {
  id: Generated<string>
  /** The product (never a size): its sizes get the same price paid. */
  sku: string
  final_price: Numeric
  starts_at: Timestamp
  ends_at: Timestamp
  status: Generated<PriceScheduleStatus>
  /** Each sku's price paid when the reduction started, restored at its end. */
  prices_before: Json<Record<string, number>> | null
  created_by: string
  created_at: Generated<Timestamp>
}

/** Where a scheduled reduction stands. */
export type PriceScheduleStatus = 'planned' | 'running' | 'ended' | 'cancelled'

/** Where a catalogue CSV import stands (migration 0069). */
export type CatalogueImportStatus = 'checking' | 'checked' | 'queued' | 'importing' | 'done' | 'failed'

/** A catalogue CSV import (migration 0069): the file, its dry run's problems, its progress. */
export interface CatalogueImportJobTable {
  id: Generated<string>
  file_name: string
  /** The file of a job uploaded before migration 0082; later ones are on disk (`stored_file`). */
  content: Generated<string>
  /** The key of the file under DATA_DIR/imports (migration 0082), null once it is removed or for an older job. */
  stored_file: string | null
  file_bytes: Generated<number>
  pictures_total: Generated<number>
  pictures_done: Generated<number>
  format: 'ours' | 'shopify'
  status: Generated<CatalogueImportStatus>
  row_count: Generated<number>
  rows_done: Generated<number>
  problems: ColumnType<{ line: number; column: string; error: string }[], string | undefined, string>
  summary: Json<Record<string, number>> | null
  last_error: string | null
  locked_until: Timestamp | null
  created_by_staff_id: number | null
  created_by: string
  client_address: Generated<string>
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
  finished_at: Timestamp | null
}

/** The tables of the catalogue: products, their translations, categories, attributes, pictures, listing and price history, by name. */
export interface CatalogTables {
  attribute: AttributeTable
  attribute_option: AttributeOptionTable
  media: MediaTable
  category: CategoryTable
  category_translation: CategoryTranslationTable
  product: ProductTable
  product_translation: ProductTranslationTable
  product_category: ProductCategoryTable
  product_attribute: ProductAttributeTable
  tier_price: TierPriceTable
  listing_value: ListingValueTable
  product_price_history: ProductPriceHistoryTable
  product_status_history: ProductStatusHistoryTable
  product_price_schedule: ProductPriceScheduleTable
  catalogue_import_job: CatalogueImportJobTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const CATALOG_COLUMNS = {
  attribute: {
    code: 'not null',
    id: 'not null',
    labels: 'not null',
    is_filterable: 'not null',
    position: 'not null',
  },
  attribute_option: {
    attribute_code: 'not null',
    value: 'not null',
    labels: 'not null',
    swatch: 'null',
    position: 'not null',
  },
  media: {
    id: 'not null',
    type: 'not null',
    artwork: 'not null',
    alt: 'not null',
    width: 'not null',
    height: 'not null',
    file_hash: 'null',
  },
  category: {
    id: 'not null',
    parent_id: 'null',
    path: 'not null',
    level: 'not null',
    position: 'not null',
    include_in_menu: 'not null',
    gender: 'null',
    image_id: 'null',
    image_alt: 'not null',
    enabled: 'not null',
  },
  category_translation: {
    category_id: 'not null',
    language: 'not null',
    name: 'not null',
    description: 'not null',
    url_path: 'not null',
    meta_title: 'not null',
    meta_description: 'not null',
  },
  product: {
    sku: 'not null',
    id: 'not null',
    type: 'not null',
    parent_sku: 'null',
    family: 'not null',
    kind: 'not null',
    gender: 'not null',
    colour: 'null',
    size: 'null',
    regular_price: 'not null',
    final_price: 'not null',
    qty: 'not null',
    is_in_stock: 'not null',
    is_new: 'not null',
    adult_image: 'not null',
    position: 'not null',
    image_id: 'null',
    push_redirect: 'null',
    stickers: 'not null',
    created_at: 'not null',
    category_ids: 'not null',
    attribute_values: 'not null',
    listing_facets: 'not null',
    tax_class: 'not null',
    disabled_stores: 'not null',
    new_from: 'null',
    new_to: 'null',
    low_stock_threshold: 'null',
  },
  product_translation: {
    sku: 'not null',
    language: 'not null',
    name: 'not null',
    description: 'not null',
    url_key: 'not null',
    search_name: 'not null',
    search_document: 'not null',
    final_price: 'null',
    attribute_values: 'not null',
    position: 'not null',
    created_at: 'null',
    listing_facets: 'not null',
    meta_title: 'not null',
    meta_description: 'not null',
    disabled_stores: 'not null',
  },
  product_category: { category_id: 'not null', sku: 'not null', position: 'not null' },
  product_attribute: { sku: 'not null', code: 'not null', value: 'not null' },
  tier_price: { sku: 'not null', qty: 'not null', price: 'not null' },
  listing_value: { id: 'not null', code: 'not null', value: 'not null' },
  product_price_history: {
    id: 'not null',
    sku: 'not null',
    regular_price: 'not null',
    final_price: 'not null',
    valid_from: 'not null',
  },
  product_status_history: {
    id: 'not null',
    sku: 'not null',
    disabled_stores: 'not null',
    valid_from: 'not null',
  },
  product_price_schedule: {
    id: 'not null',
    sku: 'not null',
    final_price: 'not null',
    starts_at: 'not null',
    ends_at: 'not null',
    status: 'not null',
    prices_before: 'null',
    created_by: 'not null',
    created_at: 'not null',
  },
  catalogue_import_job: {
    id: 'not null',
    file_name: 'not null',
    content: 'not null',
    stored_file: 'null',
    file_bytes: 'not null',
    pictures_total: 'not null',
    pictures_done: 'not null',
    format: 'not null',
    status: 'not null',
    row_count: 'not null',
    rows_done: 'not null',
    problems: 'not null',
    summary: 'null',
    last_error: 'null',
    locked_until: 'null',
    created_by_staff_id: 'null',
    created_by: 'not null',
    client_address: 'not null',
    created_at: 'not null',
    finished_at: 'null',
  },
} as const satisfies ColumnsOf<CatalogTables>
