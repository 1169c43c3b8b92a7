import type { Kysely, Selectable } from 'kysely'
import type { Database, Language, ProductTable } from '../../db/tables.ts'

/**
 * The columns of `product` a product row holds, in table order: all but the packed listing
 * facets (migration 0012), which only a listing's facet statement reads, and the back office's
 * low-stock threshold (migration 0068).
 */
export const PRODUCT_ROW_COLUMNS = [
  'sku',
  'id',
  'type',
  'parent_sku',
  'family',
  'kind',
  'gender',
  'colour',
  'size',
  'regular_price',
  'final_price',
  'qty',
  'is_in_stock',
  'is_new',
  'adult_image',
  'position',
  'image_id',
  'push_redirect',
  'stickers',
  'created_at',
  'category_ids',
  'attribute_values',
  'tax_class',
  'disabled_stores',
  'new_from',
  'new_to',
] as const satisfies readonly (keyof ProductTable)[]

/** Columns of `product` left out of product rows (the low-stock threshold is the back office's); a new column goes in one list or the other. */
type OmittedProductColumn = 'listing_facets' | 'low_stock_threshold'
const everyColumnListed: Exclude<
  keyof ProductTable,
  (typeof PRODUCT_ROW_COLUMNS)[number] | OmittedProductColumn
> extends never
  ? true
  : never = true
void everyColumnListed

/** A sellable product with its texts in one language: what product resolvers start from. */
export type ProductRow = Pick<Selectable<ProductTable>, (typeof PRODUCT_ROW_COLUMNS)[number]> & {
  name: string
  description: string
  url_key: string
  /** For search engines (migration 0060); empty, or absent from listing rows: the name and description serve. */
  meta_title?: string
  meta_description?: string
}

/** The columns of `product` a variant row holds. */
export const VARIANT_ROW_COLUMNS = [
  'sku',
  'id',
  'parent_sku',
  'colour',
  'size',
  'qty',
  'is_in_stock',
  'regular_price',
  'final_price',
  'image_id',
] as const satisfies readonly (keyof ProductTable)[]

/** A variant of a configurable product. */
export type VariantRow = Pick<Selectable<ProductTable>, (typeof VARIANT_ROW_COLUMNS)[number]>

/** Base query for product rows in `language` (joins the translation). */
export function selectProductRows(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom('product as p')
    .innerJoin('product_translation as t', (join) =>
      join.onRef('t.sku', '=', 'p.sku').on('t.language', '=', language),
    )
    .select(PRODUCT_ROW_COLUMNS.map((column) => `p.${column}` as const))
    .select(['t.name', 't.description', 't.url_key', 't.meta_title', 't.meta_description'])
}

/**
 * A variant of a configurable product as a product of its own (Magento's configured variant):
 * the parent's texts with the variant's sku, colour, size, stock, prices and picture.
 */
export function variantAsProduct(parent: ProductRow, variant: VariantRow): ProductRow {
  return {
    ...parent,
    sku: variant.sku,
    id: variant.id,
    type: 'simple',
    parent_sku: parent.sku,
    colour: variant.colour,
    size: variant.size,
    qty: variant.qty,
    is_in_stock: parent.is_in_stock && variant.is_in_stock,
    regular_price: variant.regular_price,
    final_price: variant.final_price,
    image_id: variant.image_id ?? parent.image_id,
  }
}
