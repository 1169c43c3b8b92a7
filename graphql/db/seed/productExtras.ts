import type { Insertable } from 'kysely'
import type {
  BundleOptionTable,
  BundleSelectionTable,
  CustomOptionTable,
  CustomOptionValueTable,
  MediaTable,
  ProductReviewTable,
  TierPriceTable,
} from '../tables.ts'
import type { Random } from './random.ts'
import { exclTax, type GeneratedProduct, type ProductRows } from './products.ts'
import { COLOURS } from './vocabulary.ts'
import { generateMedia } from './media.ts'
import { LANGUAGES } from './languages.ts'
import { slugify } from './slugify.ts'

/** Rows that hang off products: tier prices, custom options, bundles, reviews, media. */
export interface ProductExtraRows {
  tierPrices: Insertable<TierPriceTable>[]
  customOptions: Insertable<CustomOptionTable>[]
  customOptionValues: Insertable<CustomOptionValueTable>[]
  bundleOptions: Insertable<BundleOptionTable>[]
  bundleSelections: Insertable<BundleSelectionTable>[]
  reviews: Insertable<ProductReviewTable>[]
  media: Insertable<MediaTable>[]
}

const REVIEW_AUTHORS = ['Camille', 'Lena', 'Giulia', 'Oliver', 'Hugo', 'Marta', 'Noah', 'Sofia', 'Jonas', 'Emma']
const REVIEW_TEXTS = [
  { title: 'Très confortables', comment: '<p>Chauds et <strong>doux</strong>, je les porte tous les soirs.</p>' },
  { title: 'Super bequem', comment: '<p>Passen perfekt und halten warm.</p>' },
  { title: 'Lovely quality', comment: '<p>Well made, true to size. Would buy again.</p>' },
  { title: 'Ottimo acquisto', comment: '<p>Morbidi e caldi, consegna veloce.</p>' },
]

/**
 * Adds tier prices (socks), custom options (embroidery and gift wrap on some slippers and
 * clothing), reviews, and a few bundles of socks built from simple sock products.
 */
export function generateProductExtras(random: Random, generated: readonly GeneratedProduct[], rows: ProductRows): ProductExtraRows {
  const extras: ProductExtraRows = { tierPrices: [], customOptions: [], customOptionValues: [], bundleOptions: [], bundleSelections: [], reviews: [], media: generateMedia() }
  let optionId = 1
  let valueId = 1
  let reviewId = 1
  for (const product of generated) {
    if (product.family === 'socks' && random.chance(0.4)) {
      extras.tierPrices.push({ sku: product.sku, qty: 3, price: Math.round(product.finalPrice * 90) / 100 }, { sku: product.sku, qty: 6, price: Math.round(product.finalPrice * 80) / 100 })
    }
    if (product.family !== 'socks' && random.chance(0.15)) {
      extras.customOptions.push({ id: optionId, sku: product.sku, titles: JSON.stringify({ fr: 'Broderie personnalisée', de: 'Persönliche Stickerei', en: 'Personal embroidery', it: 'Ricamo personalizzato' }), type: 'field', is_required: false, price_type: 'fixed', price: 5, max_characters: 12, position: 1 })
      extras.customOptions.push({ id: optionId + 1, sku: product.sku, titles: JSON.stringify({ fr: 'Emballage cadeau', de: 'Geschenkverpackung', en: 'Gift wrapping', it: 'Confezione regalo' }), type: 'drop_down', is_required: false, price_type: null, price: null, max_characters: null, position: 2 })
      extras.customOptionValues.push(
        { id: valueId, option_id: optionId + 1, titles: JSON.stringify({ fr: 'Papier kraft', de: 'Kraftpapier', en: 'Kraft paper', it: 'Carta kraft' }), price_type: 'fixed', price: 2.5, position: 1 },
        { id: valueId + 1, option_id: optionId + 1, titles: JSON.stringify({ fr: 'Coffret premium', de: 'Premium-Box', en: 'Premium box', it: 'Scatola premium' }), price_type: 'percent', price: 10, position: 2 },
      )
      optionId += 2
      valueId += 2
    }
    if (random.chance(0.4)) {
      for (let count = random.int(1, 4); count > 0; count -= 1) {
        const text = random.pick(REVIEW_TEXTS)
        extras.reviews.push({ id: reviewId++, sku: product.sku, rating: random.int(3, 5), author: random.pick(REVIEW_AUTHORS), title: text.title, comment: text.comment, created_at: new Date(Date.UTC(2026, random.int(0, 9), random.int(1, 28))) })
      }
    }
  }
  addBundles(random, generated, rows, extras)
  return extras
}

function addBundles(random: Random, generated: readonly GeneratedProduct[], rows: ProductRows, extras: ProductExtraRows): void {
  const simpleSocks = generated.filter((product) => product.family === 'socks' && product.type === 'simple')
  const bundleCount = Math.max(3, Math.floor(generated.length / 40))
  let nextId = rows.products.length + 1
  for (let index = 0; index < bundleCount && simpleSocks.length >= 3; index += 1) {
    const parts = random.sample(simpleSocks, 3)
    const first = parts[0] as GeneratedProduct
    const sku = `BU-${String(index + 1).padStart(5, '0')}`
    const price = Math.round(parts.reduce((sum, part) => sum + part.finalPrice, 0) * 85) / 100
    const colour = random.pick(COLOURS)
    rows.products.push({ sku, id: nextId++, type: 'bundle', parent_sku: null, family: 'socks', kind: first.leaf.kind.code, gender: first.gender, colour: colour.code, size: null, regular_price: price, final_price: price, final_price_excl_tax: exclTax(price), qty: 50, is_in_stock: true, is_new: random.chance(0.3), adult_image: false, position: generated.length + index, image_id: `giftbox-${colour.code}`, push_redirect: null, stickers: ['bundle'], created_at: new Date(Date.UTC(2026, 9, 1 + index % 28)) })
    const names = { fr: `Coffret trio de chaussettes n°${index + 1}`, de: `Socken-Trio Box Nr. ${index + 1}`, en: `Sock trio gift box no. ${index + 1}`, it: `Cofanetto tris di calze n. ${index + 1}` }
    for (const language of LANGUAGES) {
      rows.translations.push({ sku, language, name: names[language], description: names[language], url_key: `${slugify(names[language])}-${sku.toLowerCase()}`, search_name: '', search_document: '' })
    }
    first.leaf.categoryIds.forEach((categoryId) => rows.categories.push({ category_id: categoryId, sku, position: generated.length + index }))
    rows.attributes.push({ sku, code: 'genre', value: first.gender }, { sku, code: 'color', value: colour.code })
    parts.forEach((part, partIndex) => {
      const optionId = index * 3 + partIndex + 1
      extras.bundleOptions.push({ id: optionId, sku, labels: JSON.stringify({ fr: `Paire ${partIndex + 1}`, de: `Paar ${partIndex + 1}`, en: `Pair ${partIndex + 1}`, it: `Paio ${partIndex + 1}` }), required: true, type: 'select', position: partIndex })
      extras.bundleSelections.push({ id: optionId, option_id: optionId, product_sku: part.sku, default_qty: 1, user_defined_qty: partIndex === 2, position: 0 })
    })
  }
}
