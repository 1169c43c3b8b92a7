import { STORE_DEFINITIONS, type StoreKey } from '../../../config/stores.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import { PRODUCT_LANGUAGES, type ProductTexts } from './productTexts.ts'

/** The column of each product text, before its language (`name_fr`, `url_key_de`). */
export const TEXT_COLUMN_OF: Record<keyof ProductTexts, string> = {
  name: 'name',
  description: 'description',
  urlKey: 'url_key',
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
}

/** A text's column in a language: `name_fr`. */
export const textColumn = (field: keyof ProductTexts, language: Language) =>
  `${TEXT_COLUMN_OF[field]}_${language}`

/** A store's "on sale" column: `enabled_b2c_fr`. */
export const enabledColumn = (store: StoreKey) => `enabled_${store}`

/**
 * The columns of the catalogue's CSV files (docs/back-office.md#csv-import-and-export), in the
 * order the export writes them: one row per sellable SKU (a simple product, or one size of a
 * configurable product with its parent's columns repeated).
 */
export const CATALOGUE_CSV_COLUMNS: readonly string[] = [
  'sku',
  'parent_sku',
  'type',
  'family',
  'kind',
  ...PRODUCT_LANGUAGES.flatMap((language) =>
    (Object.keys(TEXT_COLUMN_OF) as (keyof ProductTexts)[]).map((field) => textColumn(field, language)),
  ),
  'categories',
  'gender',
  'material',
  'colour',
  'size',
  'regular_price',
  'final_price',
  'qty',
  ...STORE_DEFINITIONS.map((store) => enabledColumn(store.key)),
]

/** The columns a row of a configurable product's size shares with its parent (the product's own). */
export const PARENT_COLUMNS: readonly string[] = [
  'type',
  'family',
  'kind',
  ...PRODUCT_LANGUAGES.flatMap((language) =>
    (Object.keys(TEXT_COLUMN_OF) as (keyof ProductTexts)[]).map((field) => textColumn(field, language)),
  ),
  'categories',
  'gender',
  'material',
  ...STORE_DEFINITIONS.map((store) => enabledColumn(store.key)),
]

/** How several categories are written in one cell: their ids joined by `|`. */
export const CATEGORY_SEPARATOR = '|'

/** A cell's yes or no: `yes`/`no` as written, `1`/`0` and `true`/`false` read too. */
export function yesNoOf(cell: string): boolean | null {
  const text = cell.trim().toLowerCase()
  if (['yes', '1', 'true'].includes(text)) return true
  if (['no', '0', 'false'].includes(text)) return false
  return null
}

/** A price in cents as the files write it: euros with two decimals and a dot (`49.90`). */
export function priceCell(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** What a spreadsheet takes for the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A cell as the export writes it: one a spreadsheet would run as a formula (`=HYPERLINK(…)`) gets
 * a leading apostrophe, which spreadsheets show as text; {@link importedCell} takes it off again.
 */
export function exportedCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** A cell as the import reads it: the apostrophe {@link exportedCell} put before a formula's start is dropped. */
export function importedCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}
