import type { Kysely } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import type { Choice } from './productClassification.ts'
import type { NewProductChoices } from './newProductForm.ts'
import { catalogueCategories } from './productList.ts'

/**
 * What the new product and classification forms offer, in the staff member's language: the
 * families and kinds products have, the categories, and the options of the gender (`genre`),
 * material, colour and size attributes, in the shop's order.
 */
export async function loadProductChoices(
  db: Kysely<Database>,
  language: Language,
): Promise<NewProductChoices> {
  const [kinds, categories, options] = await Promise.all([
    db
      .selectFrom('product')
      .select(['family', 'kind'])
      .distinct()
      // Bundles, gift cards and downloads are not made here: their families are not offered.
      .where('type', 'in', ['simple', 'configurable'])
      .orderBy('family')
      .orderBy('kind')
      .execute(),
    catalogueCategories(db, language),
    db
      .selectFrom('attribute_option')
      .select(['attribute_code', 'value', 'labels'])
      .where('attribute_code', 'in', ['genre', 'material', 'color', 'size'])
      .orderBy('attribute_code')
      .orderBy('position')
      .orderBy('value')
      .execute(),
  ])
  const families: NewProductChoices['families'] = []
  for (const { family, kind } of kinds) {
    const entry = families.find((candidate) => candidate.family === family)
    if (entry) entry.kinds.push(kind)
    else families.push({ family, kinds: [kind] })
  }
  const of = (code: string): Choice[] =>
    options
      .filter((option) => option.attribute_code === code)
      .map((option) => ({
        value: option.value,
        label: option.labels[language] ?? option.labels.en ?? option.value,
      }))
  return {
    families,
    categories,
    genders: of('genre'),
    materials: of('material'),
    colours: of('color'),
    sizes: of('size'),
  }
}
