import type { Kysely, Selectable } from 'kysely'
import type { Database, Language, ProductTable } from '../../db/tables.ts'

/** A sellable product with its texts in one language: what product resolvers start from. */
export type ProductRow = Selectable<ProductTable> & { name: string; description: string; url_key: string }

/** A variant of a configurable product. */
export type VariantRow = Pick<Selectable<ProductTable>, 'sku' | 'id' | 'parent_sku' | 'colour' | 'size' | 'qty' | 'is_in_stock' | 'regular_price' | 'final_price' | 'image_id'>

/** Base query for product rows in `language` (joins the translation). */
export function selectProductRows(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom('product as p')
    .innerJoin('product_translation as t', (join) => join.onRef('t.sku', '=', 'p.sku').on('t.language', '=', language))
    .selectAll('p')
    .select(['t.name', 't.description', 't.url_key'])
}
