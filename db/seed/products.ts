import type { Insertable } from 'kysely'
import type {
  Language,
  ProductAttributeTable,
  ProductCategoryTable,
  ProductTable,
  ProductTranslationTable,
} from '../tables.ts'
import type { CategoryLeaf } from './categories.ts'
import type { Random } from './random.ts'
import {
  COLOURS,
  MODEL_NAMES,
  SIZES,
  materialOf,
  type Colour,
  type Family,
  type GenderCode,
  type Material,
} from './vocabulary.ts'
import { DESCRIPTIONS } from './descriptions.ts'
import { PRICE_ENDINGS, shopPriceAtMost } from './shopPrice.ts'
import { LANGUAGES } from './languages.ts'
import { slugify } from './slugify.ts'

/** Rows of the generated products (parents, variants and their links). */
export interface ProductRows {
  products: Insertable<ProductTable>[]
  translations: Insertable<ProductTranslationTable>[]
  categories: Insertable<ProductCategoryTable>[]
  attributes: Insertable<ProductAttributeTable>[]
}

/** The id after the highest of the rows' products (a loop: spreading 50,000 ids into Math.max overflows the stack). */
export function nextProductId(rows: { products: ReadonlyArray<{ id?: number | null }> }): number {
  let highest = 0
  for (const product of rows.products) highest = Math.max(highest, product.id ?? 0)
  return highest + 1
}

/** A generated sellable product, as the extras generator needs it. */
export interface GeneratedProduct {
  sku: string
  type: 'simple' | 'configurable' | 'bundle'
  family: string
  gender: string
  /** The sizes it comes in, smallest first (one for a single-size product). */
  sizes: readonly string[]
  finalPrice: number
  leaf: CategoryLeaf
}

const REFERENCE_DATE = Date.UTC(2026, 10, 1)
const DAY = 86_400_000
const SKU_PREFIX = { slippers: 'SL', socks: 'SO', clothing: 'CL' } as const
/** Share of sock models made in one size range only: simple products, the parts of gift boxes. */
const SINGLE_SIZE_SOCK_SHARE = 0.25
/** How many consecutive sizes a configurable model comes in, per family. */
const SIZE_RUN: Record<Family['code'], readonly [number, number]> = {
  slippers: [5, 7],
  socks: [2, 3],
  clothing: [4, 5],
}
/** How many colours a configurable model comes in: mostly one or two. */
const COLOUR_COUNTS = [1, 1, 1, 2, 2, 3] as const
const SALE_DISCOUNTS = [0.2, 0.25, 0.3, 0.4] as const
const KIDS = '301'
const LIST_LOCALES: Record<Language, string> = { fr: 'fr-FR', de: 'de-DE', en: 'en-GB', it: 'it-IT' }
const LIST_FORMATS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }),
  ]),
) as Record<Language, Intl.ListFormat>

/** "Mule Alba en feutre", "Pantolette Alba aus Filz", "Alba felt mule", "Ciabatta Alba in feltro", "Socquettes Alba en coton". */
function productName(language: Language, noun: string, model: string, material: Material): string {
  // English nouns go lower-case after the model, except the capital T of T-shirt.
  if (language === 'en')
    return `${model} ${material.madeOf.en} ${noun.startsWith('T-') ? noun : noun.toLowerCase()}`
  return `${noun} ${model} ${material.madeOf[language]}`
}

/**
 * The model a product is named after: the one drawn, or the next of MODEL_NAMES whose names
 * (one per language) no product has yet, so no two products of a category share a name. Walks
 * the list instead of drawing again, so the products after it come out as before. A catalogue
 * larger than the names there are (the 50,000-product generator) keeps the draw once all are taken.
 */
function uniqueModel(
  drawn: (typeof MODEL_NAMES)[number],
  namesOf: (model: string) => string[],
  usedNames: Set<string>,
): string {
  const start = MODEL_NAMES.indexOf(drawn)
  for (let step = 0; step < MODEL_NAMES.length; step += 1) {
    const model = MODEL_NAMES[(start + step) % MODEL_NAMES.length] as string
    const keys = namesOf(model).map((name, index) => `${LANGUAGES[index]}|${name}`)
    if (keys.every((key) => !usedNames.has(key))) {
      keys.forEach((key) => usedNames.add(key))
      return model
    }
  }
  return drawn
}

/** Colour names as a list in running text: "rouge et bleu", "Rot und Blau" (German colour nouns keep their capital). */
function colourList(language: Language, colours: readonly Colour[]): string {
  const names = colours.map((colour) =>
    language === 'de' ? colour.labels.de : colour.labels[language].toLowerCase(),
  )
  return LIST_FORMATS[language].format(names)
}

/** A run of `length` consecutive sizes, starting anywhere it fits. */
function sizeRun(random: Random, sizes: readonly string[], length: number): string[] {
  const count = Math.min(length, sizes.length)
  const start = random.int(0, sizes.length - count)
  return sizes.slice(start, start + count)
}

/**
 * A regular price in the family's range (its lower part for children's sizes) ending …,00,
 * …,90 or …,95, and the price paid (on sale: snapped down to such an ending).
 */
function pricesOf(
  random: Random,
  family: Family,
  gender: string,
): { regularPrice: number; finalPrice: number } {
  const [low, fullHigh] = family.priceRange
  const high = gender === KIDS ? Math.round(low + (fullHigh - low) * 0.6) : fullHigh
  const ending = random.pick(PRICE_ENDINGS)
  const regularPrice = random.int(low, high) + ending / 100
  const finalPrice = random.chance(0.2)
    ? shopPriceAtMost(regularPrice * (1 - random.pick(SALE_DISCOUNTS)))
    : regularPrice
  return { regularPrice, finalPrice }
}

/**
 * Generates `count` sellable products spread over the category leaves. Every slipper and
 * garment is configurable (colour × a run of consecutive sizes); socks too, except a quarter
 * made in a single size range, sold as simple products. A few are out of stock, a few new,
 * some on sale. Bundles are added by the extras generator from the simple socks.
 */
export function generateProducts(
  random: Random,
  leaves: readonly CategoryLeaf[],
  count: number,
  rows: ProductRows,
): GeneratedProduct[] {
  const generated: GeneratedProduct[] = []
  let nextId = rows.products.length + 1
  // Every category lists its products by name, the shop's own category (3) all of them: a name is given once per language.
  const usedNames = new Set(
    rows.translations.map((translation) => `${translation.language}|${translation.name}`),
  )
  for (let index = 0; index < count; index += 1) {
    const leaf = leaves[index % leaves.length] as CategoryLeaf
    const family = leaf.family
    const sku = `${SKU_PREFIX[family.code]}-${String(index + 1).padStart(5, '0')}`
    const isConfigurable = !(family.code === 'socks' && random.chance(SINGLE_SIZE_SOCK_SHARE))
    const material = materialOf(random.pick(leaf.kind.materials))
    const model = uniqueModel(
      random.pick(MODEL_NAMES),
      (candidate) =>
        LANGUAGES.map((language) =>
          productName(language, (leaf.kind.nameNouns ?? leaf.kind.nouns)[language], candidate, material),
        ),
      usedNames,
    )
    const colours = random.sample(COLOURS, isConfigurable ? random.pick(COLOUR_COUNTS) : 1)
    const mainColour = colours[0] as Colour
    const sizes = SIZES[family.code][leaf.gender as GenderCode]
    const sizeList = isConfigurable
      ? sizeRun(random, sizes, random.int(...SIZE_RUN[family.code]))
      : [random.pick(sizes)]
    const { regularPrice, finalPrice } = pricesOf(random, family, leaf.gender)
    const isNew = random.chance(0.15)
    const outOfStock = random.chance(0.08)
    const stickers = [...(isNew ? ['new'] : []), ...(finalPrice < regularPrice ? ['sale'] : [])]
    const createdAt = new Date(REFERENCE_DATE - (isNew ? random.int(0, 30) : random.int(60, 900)) * DAY)
    const base = {
      family: family.code,
      kind: leaf.kind.code,
      gender: leaf.gender,
      // UK VAT zero-rates children's clothing and footwear: the kids' range is that class (docs/vat.md).
      tax_class: leaf.gender === KIDS ? ('children_clothing' as const) : ('standard' as const),
      regular_price: regularPrice,
      final_price: finalPrice,
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
      size: isConfigurable ? null : (sizeList[0] as string),
      qty: outOfStock || isConfigurable ? 0 : random.int(1, 120),
      is_in_stock: !outOfStock,
      is_new: isNew,
      adult_image: family.code === 'clothing' && leaf.gender !== '301',
      position: index,
      push_redirect: random.chance(0.03) ? 'push-gift-guide' : null,
      stickers,
    }
    rows.products.push(parent)
    for (const colour of isConfigurable ? colours : []) {
      for (const size of sizeList) {
        const available = !outOfStock && random.chance(0.85)
        const qty = available ? random.int(1, 40) : 0
        rows.products.push({
          ...base,
          sku: `${sku}-${colour.code}-${size}`.toUpperCase(),
          id: nextId++,
          type: 'simple',
          parent_sku: sku,
          colour: colour.code,
          size,
          qty,
          is_in_stock: available,
          is_new: isNew,
          adult_image: false,
          position: index,
          push_redirect: null,
          image_id: `${leaf.kind.code}-${colour.code}`,
          stickers: [],
        })
        parent.qty = (parent.qty ?? 0) + qty
      }
    }
    const template = random.pick(DESCRIPTIONS[leaf.kind.code] ?? [])
    for (const language of LANGUAGES) {
      const name = productName(language, (leaf.kind.nameNouns ?? leaf.kind.nouns)[language], model, material)
      const description = (template?.[language] ?? name)
        .replace('{model}', model)
        .replace('{material}', material.madeOf[language])
        .replace('{colours}', colourList(language, colours))
      rows.translations.push({
        sku,
        language,
        name,
        description,
        url_key: `${slugify(name)}-${sku.toLowerCase()}`,
        search_name: '',
        search_document: '',
      })
    }
    leaf.categoryIds.forEach((categoryId) =>
      rows.categories.push({ category_id: categoryId, sku, position: index }),
    )
    const attributeValues: [string, string][] = [
      ['genre', leaf.gender],
      ['material', material.code],
      ...colours.map((colour): [string, string] => ['color', colour.code]),
      ...sizeList.map((size): [string, string] => ['size', size]),
    ]
    for (const [code, value] of attributeValues) rows.attributes.push({ sku, code, value })
    generated.push({
      sku,
      type: isConfigurable ? 'configurable' : 'simple',
      family: family.code,
      gender: leaf.gender,
      sizes: sizeList,
      finalPrice,
      leaf,
    })
  }
  return generated
}
