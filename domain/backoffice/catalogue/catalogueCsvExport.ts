import { stringify } from 'csv-stringify/sync'
import type { Kysely } from 'kysely'
import { STORE_DEFINITIONS } from '../../../config/stores.ts'
import type { Database } from '../../../db/tables.ts'
import { toCents } from '../../../pricing/money.ts'
import { allowed, type BackOfficeActor } from '../backOfficeActor.ts'
import {
  CATALOGUE_CSV_COLUMNS,
  CATEGORY_SEPARATOR,
  enabledColumn,
  exportedCell,
  priceCell,
  TEXT_COLUMN_OF,
  textColumn,
} from './catalogueCsvColumns.ts'
import { chosenCategories } from './catalogueCsvWrite.ts'
import { PRODUCT_LANGUAGES, type ProductTexts } from './productTexts.ts'

/** Products read per query while exporting, so a catalogue of any size streams in constant memory. */
const EXPORT_PAGE = 1_000

/**
 * The catalogue as CSV (docs/back-office.md#csv-import-and-export), in pieces to stream: the
 * header, then one row per sellable SKU of every simple and configurable product, in id order.
 * Importing what it writes changes nothing. Null when the actor may not view the catalogue.
 */
export function exportCatalogueCsv(
  db: Kysely<Database>,
  actor: BackOfficeActor,
): AsyncGenerator<string> | null {
  if (!allowed(actor, 'catalogue.view')) return null
  return exportPages(db)
}

async function* exportPages(db: Kysely<Database>): AsyncGenerator<string> {
  yield stringify([CATALOGUE_CSV_COLUMNS])
  let afterId = 0
  for (;;) {
    const products = await db
      .selectFrom('product')
      .selectAll()
      .where('parent_sku', 'is', null)
      .where('type', 'in', ['simple', 'configurable'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(EXPORT_PAGE)
      .execute()
    if (products.length === 0) return
    afterId = (products.at(-1) as { id: number }).id
    const skus = products.map((product) => product.sku)
    const [sizes, translations, categories, materials] = await Promise.all([
      db.selectFrom('product').selectAll().where('parent_sku', 'in', skus).orderBy('id').execute(),
      db.selectFrom('product_translation').selectAll().where('sku', 'in', skus).execute(),
      db
        .selectFrom('product_category as pc')
        .innerJoin('category as c', 'c.id', 'pc.category_id')
        .select(['pc.sku', 'c.id', 'c.path', 'c.level'])
        .where('pc.sku', 'in', skus)
        .execute(),
      db
        .selectFrom('product_attribute')
        .select(['sku', 'value'])
        .where('sku', 'in', skus)
        .where('code', '=', 'material')
        .execute(),
    ])
    const rows: string[][] = []
    for (const product of products) {
      const texts = Object.fromEntries(
        PRODUCT_LANGUAGES.flatMap((language) => {
          const row = translations.find((t) => t.sku === product.sku && t.language === language)
          const values: ProductTexts = {
            name: row?.name ?? '',
            description: row?.description ?? '',
            urlKey: row?.url_key ?? '',
            metaTitle: row?.meta_title ?? '',
            metaDescription: row?.meta_description ?? '',
          }
          return (Object.keys(TEXT_COLUMN_OF) as (keyof ProductTexts)[]).map((field) => [
            textColumn(field, language),
            values[field],
          ])
        }),
      )
      const parent: Record<string, string> = {
        type: product.type,
        family: product.family,
        kind: product.kind,
        ...texts,
        categories: chosenCategories(categories.filter((row) => row.sku === product.sku)).join(
          CATEGORY_SEPARATOR,
        ),
        gender: product.gender,
        material: materials.find((row) => row.sku === product.sku)?.value ?? '',
        ...Object.fromEntries(
          STORE_DEFINITIONS.map((store) => [
            enabledColumn(store.key),
            product.disabled_stores.includes(store.key) ? 'no' : 'yes',
          ]),
        ),
      }
      const sellable =
        product.type === 'simple' ? [product] : sizes.filter((size) => size.parent_sku === product.sku)
      for (const row of sellable) {
        const values: Record<string, string> = {
          ...parent,
          sku: row.sku,
          parent_sku: row.parent_sku ?? '',
          colour: row.colour ?? '',
          size: row.size ?? '',
          regular_price: priceCell(toCents(row.regular_price)),
          final_price: priceCell(toCents(row.final_price)),
          qty: String(row.qty),
        }
        rows.push(CATALOGUE_CSV_COLUMNS.map((column) => exportedCell(values[column] ?? '')))
      }
    }
    yield stringify(rows)
  }
}
