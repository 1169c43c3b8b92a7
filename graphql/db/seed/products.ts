import type { Insertable } from 'kysely'
import type { Language, ProductAttributeTable, ProductCategoryTable, ProductTable, ProductTranslationTable } from '../tables.ts'
import type { CategoryLeaf } from './categories.ts'
import type { Random } from './random.ts'
import { COLOURS, DESCRIPTION_TEMPLATES, MATERIALS, MATERIAL_PREPOSITION, MODEL_NAMES, SIZES, type Colour } from './vocabulary.ts'
import { LANGUAGES } from './languages.ts'
import { slugify } from './slugify.ts'
import { TAX_RATE } from '../../schema/shop/shopConfig.ts'

/** Rows of the generated products (parents, variants and their links). */
export interface ProductRows {
  products: Insertable<ProductTable>[]
  translations: Insertable<ProductTranslationTable>[]
  categories: Insertable<ProductCategoryTable>[]
  attributes: Insertable<ProductAttributeTable>[]
}

/** A generated sellable product, as the extras generator needs it. */
export interface GeneratedProduct {
  sku: string
  type: 'simple' | 'configurable' | 'bundle'
  family: string
  gender: string
  finalPrice: number
  leaf: CategoryLeaf
}

const REFERENCE_DATE = Date.UTC(2026, 10, 1)
const DAY = 86_400_000
const SKU_PREFIX = { slippers: 'SL', socks: 'SO', clothing: 'CL' } as const

const roundPrice = (value: number) => Math.round(value * 100) / 100

/** Net price: the gross price divided by the tax rate, rounded to the cent. */
export const exclTax = (price: number) => roundPrice(price / TAX_RATE)

function productName(language: Language, noun: string, model: string, material: string): string {
  if (language === 'en') return `${model} ${material.toLowerCase()} ${noun.toLowerCase()}`
  return `${noun} ${model} ${MATERIAL_PREPOSITION[language]} ${material.toLowerCase()}`
}

/**
 * Generates `count` sellable products spread over the category leaves: about half
 * configurable (colour × size variants), the rest simple; a few out of stock, a few new,
 * some on sale. Bundles are added by the extras generator from these products.
 */
export function generateProducts(random: Random, leaves: readonly CategoryLeaf[], count: number, rows: ProductRows): GeneratedProduct[] {
  const generated: GeneratedProduct[] = []
  let nextId = rows.products.length + 1
  for (let index = 0; index < count; index += 1) {
    const leaf = leaves[index % leaves.length] as CategoryLeaf
    const sku = `${SKU_PREFIX[leaf.family.code]}-${String(index + 1).padStart(5, '0')}`
    const isConfigurable = random.chance(0.5)
    const material = random.pick(MATERIALS)
    const model = random.pick(MODEL_NAMES)
    const colours = random.sample(COLOURS, isConfigurable ? random.int(2, 3) : 1)
    const mainColour = colours[0] as Colour
    const sizes = SIZES[leaf.family.code][leaf.gender as '299' | '300' | '301']
    const variantSizes = isConfigurable ? random.sample(sizes, Math.min(sizes.length, random.int(3, 4))).sort() : []
    const [low, high] = leaf.family.priceRange
    const regularPrice = random.int(low, high) + 0.9
    const finalPrice = random.chance(0.2) ? roundPrice(regularPrice * 0.7) : regularPrice
    const isNew = random.chance(0.15)
    const outOfStock = random.chance(0.08)
    const stickers = [...(isNew ? ['new'] : []), ...(finalPrice < regularPrice ? ['sale'] : [])]
    const createdAt = new Date(REFERENCE_DATE - (isNew ? random.int(0, 30) : random.int(60, 900)) * DAY)
    const base = {
      family: leaf.family.code,
      kind: leaf.kind.code,
      gender: leaf.gender,
      regular_price: regularPrice,
      final_price: finalPrice,
      final_price_excl_tax: exclTax(finalPrice),
      image_id: `${leaf.kind.code}-${mainColour.code}`,
      created_at: createdAt,
    }
    const parent: Insertable<ProductTable> = {
      ...base,
      sku,
      id: nextId++,
      type: isConfigurable ? 'configurable' : 'simple',
      parent_sku: null,
      colour: isConfigurable ? null : mainColour.code,
      size: null,
      qty: outOfStock || isConfigurable ? 0 : random.int(1, 120),
      is_in_stock: !outOfStock,
      is_new: isNew,
      adult_image: leaf.family.code === 'clothing' && leaf.gender !== '301',
      position: index,
      push_redirect: random.chance(0.03) ? 'push-gift-guide' : null,
      stickers,
    }
    rows.products.push(parent)
    for (const colour of isConfigurable ? colours : []) {
      for (const size of variantSizes) {
        const available = !outOfStock && random.chance(0.85)
        rows.products.push({
          ...base,
          sku: `${sku}-${colour.code}-${size}`.toUpperCase(),
          id: nextId++,
          type: 'simple',
          parent_sku: sku,
          colour: colour.code,
          size,
          qty: available ? random.int(1, 40) : 0,
          is_in_stock: available,
          is_new: isNew,
          adult_image: false,
          position: index,
          push_redirect: null,
          image_id: `${leaf.kind.code}-${colour.code}`,
          stickers: [],
        })
        parent.qty = (parent.qty ?? 0) + ((rows.products.at(-1) as Insertable<ProductTable>).qty ?? 0)
      }
    }
    const template = random.pick(DESCRIPTION_TEMPLATES)
    for (const language of LANGUAGES) {
      const name = productName(language, leaf.kind.nouns[language], model, material.labels[language])
      const materialText = `${MATERIAL_PREPOSITION[language]} ${material.labels[language].toLowerCase()}`
      const description = template[language]
        .replace('{noun}', leaf.kind.nouns[language])
        .replace('{material}', materialText)
        .replace('{colour}', colours.map((colour) => colour.labels[language].toLowerCase()).join(', '))
      rows.translations.push({ sku, language, name, description, url_key: `${slugify(name)}-${sku.toLowerCase()}`, search_name: '', search_document: '' })
    }
    leaf.categoryIds.forEach((categoryId) => rows.categories.push({ category_id: categoryId, sku, position: index }))
    const attributeValues: [string, string][] = [
      ['genre', leaf.gender],
      ['material', material.code],
      ...colours.map((colour): [string, string] => ['color', colour.code]),
      ...variantSizes.map((size): [string, string] => ['size', size]),
    ]
    for (const [code, value] of attributeValues) rows.attributes.push({ sku, code, value })
    generated.push({ sku, type: isConfigurable ? 'configurable' : 'simple', family: leaf.family.code, gender: leaf.gender, finalPrice, leaf })
  }
  return generated
}
