import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { TaxClass } from '../../../db/tables/checkout.ts'
import type { ProductClassification } from './productClassification.ts'

/** The kids' gender (`genre` 301): children's clothing and footwear, their own VAT class (docs/vat.md). */
const KIDS = '301'

/** A product's VAT class from its gender, as the seed sets it. */
export function taxClassOf(gender: string): TaxClass {
  return gender === KIDS ? 'children_clothing' : 'standard'
}

/** Whether the product's pictures show adults (clothing for men and women), as the seed sets it. */
export function adultImageOf(family: string, gender: string): boolean {
  return family === 'clothing' && gender !== KIDS
}

/**
 * Puts a product in the chosen categories and every category above them (the shop's own root
 * category included, not the tree's root), as the seed does: a listing of a family or an audience
 * then shows it too. Categories not chosen (nor above a chosen one) are left.
 */
export async function replaceProductCategories(
  trx: Kysely<Database>,
  sku: string,
  categoryIds: readonly number[],
  position: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select distinct a.id from category c
    join category a on a.id = any (string_to_array(c.path, '/')::integer[]) and a.level >= 1
    where c.id = any (${[...categoryIds]}::integer[])
    order by a.id`.execute(trx)
  const ids = rows.map((row) => row.id)
  await trx.deleteFrom('product_category').where('sku', '=', sku).execute()
  if (ids.length > 0)
    await trx
      .insertInto('product_category')
      .values(ids.map((categoryId) => ({ category_id: categoryId, sku, position })))
      .execute()
  return ids
}

/** Sets one attribute of a product to these values (gender, material, colours, sizes). */
export async function replaceProductAttribute(
  trx: Kysely<Database>,
  sku: string,
  code: string,
  values: readonly string[],
): Promise<void> {
  await trx.deleteFrom('product_attribute').where('sku', '=', sku).where('code', '=', code).execute()
  if (values.length > 0)
    await trx
      .insertInto('product_attribute')
      .values(values.map((value) => ({ sku, code, value })))
      .execute()
}

/**
 * Writes a product's classification: categories, gender and material attributes, its stickers,
 * "new" days and VAT class (its variants follow its gender and days). Listing columns are the
 * caller's to refresh once all is written.
 */
export async function writeClassification(
  trx: Kysely<Database>,
  sku: string,
  classification: ProductClassification,
  position: number,
): Promise<void> {
  await replaceProductCategories(trx, sku, classification.categoryIds, position)
  // A downloadable product has neither (empty): no attribute row.
  await replaceProductAttribute(trx, sku, 'genre', classification.gender ? [classification.gender] : [])
  await replaceProductAttribute(
    trx,
    sku,
    'material',
    classification.material ? [classification.material] : [],
  )
  await trx.updateTable('product').set({ stickers: classification.stickers }).where('sku', '=', sku).execute()
  await trx
    .updateTable('product')
    .set({
      gender: classification.gender,
      tax_class: taxClassOf(classification.gender),
      new_from: classification.newFrom,
      new_to: classification.newTo,
    })
    .where((eb) => eb.or([eb('sku', '=', sku), eb('parent_sku', '=', sku)]))
    .execute()
}
