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
import type { Language, LocalizedText } from '../tables.ts'
import type { Random } from './random.ts'
import { type GeneratedProduct, type ProductRows } from './products.ts'
import { COLOURS, type Family } from './vocabulary.ts'
import { REVIEW_AUTHORS, REVIEW_TEXTS } from './reviewTexts.ts'
import { shopPriceAtMost, shopPriceBelow } from './shopPrice.ts'
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

/** Languages reviews are written in, weighted like the stores' audiences. */
const REVIEW_LANGUAGES: readonly Language[] = ['fr', 'fr', 'fr', 'de', 'de', 'de', 'en', 'it', 'it']

/** Tier prices (qty 3 and 6) of a sock: about 10 % and 20 % off, snapped to shop prices, each below the one before. */
export function sockTierPrices(finalPrice: number): { qty: number; price: number }[] {
  const forThree = Math.min(shopPriceAtMost(finalPrice * 0.9), shopPriceBelow(finalPrice))
  const forSix = Math.min(shopPriceAtMost(finalPrice * 0.8), shopPriceBelow(forThree))
  return [
    { qty: 3, price: forThree },
    { qty: 6, price: forSix },
  ]
}

/**
 * Adds tier prices (socks), custom options (embroidery and gift wrap on some slippers and
 * clothing), reviews in the four languages, and gift boxes built from single-size socks.
 */
export function generateProductExtras(
  random: Random,
  generated: readonly GeneratedProduct[],
  rows: ProductRows,
): ProductExtraRows {
  const extras: ProductExtraRows = {
    tierPrices: [],
    customOptions: [],
    customOptionValues: [],
    bundleOptions: [],
    bundleSelections: [],
    reviews: [],
    media: generateMedia(),
  }
  let optionId = 1
  let valueId = 1
  let reviewId = 1
  const lowestPrices = new Map<string, number>()
  for (const product of generated) {
    lowestPrices.set(product.sku, product.finalPrice)
    if (product.family === 'socks' && random.chance(0.4)) {
      const tiers = sockTierPrices(product.finalPrice)
      tiers.forEach((tier) => extras.tierPrices.push({ sku: product.sku, ...tier }))
      lowestPrices.set(product.sku, Math.min(...tiers.map((tier) => tier.price)))
    }
    if (product.family !== 'socks' && random.chance(0.15)) {
      extras.customOptions.push({
        id: optionId,
        sku: product.sku,
        titles: JSON.stringify({
          fr: 'Broderie personnalisée',
          de: 'Persönliche Stickerei',
          en: 'Personal embroidery',
          it: 'Ricamo personalizzato',
        }),
        type: 'field',
        is_required: false,
        price_type: 'fixed',
        price: 5,
        max_characters: 12,
        position: 1,
      })
      extras.customOptions.push({
        id: optionId + 1,
        sku: product.sku,
        titles: JSON.stringify({
          fr: 'Emballage cadeau',
          de: 'Geschenkverpackung',
          en: 'Gift wrapping',
          it: 'Confezione regalo',
        }),
        type: 'drop_down',
        is_required: false,
        price_type: null,
        price: null,
        max_characters: null,
        position: 2,
      })
      extras.customOptionValues.push(
        {
          id: valueId,
          option_id: optionId + 1,
          titles: JSON.stringify({
            fr: 'Papier kraft',
            de: 'Kraftpapier',
            en: 'Kraft paper',
            it: 'Carta kraft',
          }),
          price_type: 'fixed',
          price: 2.5,
          position: 1,
        },
        {
          id: valueId + 1,
          option_id: optionId + 1,
          titles: JSON.stringify({
            fr: 'Coffret premium',
            de: 'Premium-Box',
            en: 'Premium box',
            it: 'Scatola premium',
          }),
          price_type: 'percent',
          price: 10,
          position: 2,
        },
      )
      optionId += 2
      valueId += 2
    }
    if (random.chance(0.4)) {
      for (let count = random.int(1, 4); count > 0; count -= 1) {
        const language = random.pick(REVIEW_LANGUAGES)
        const text = random.pick(REVIEW_TEXTS[product.family as Family['code']][language])
        const author = random.pick(REVIEW_AUTHORS[language])
        const createdAt = new Date(
          Date.UTC(2026, random.int(0, 9), random.int(1, 28), random.int(7, 22), random.int(0, 59)),
        )
        extras.reviews.push({
          id: reviewId++,
          sku: product.sku,
          language,
          rating: text.rating,
          author,
          title: text.title,
          comment: text.comment,
          created_at: createdAt,
        })
      }
    }
  }
  addBundles(random, generated, lowestPrices, rows, extras)
  return extras
}

/** Names of a gift box of three pairs of socks in one size. */
const bundleNames = (number: number, size: string): LocalizedText => ({
  fr: `Coffret 3 paires de chaussettes n°\u00a0${number} (${size})`,
  de: `Geschenkbox 3 Paar Socken Nr. ${number} (${size})`,
  en: `Gift box of 3 pairs of socks no. ${number} (${size})`,
  it: `Cofanetto 3 paia di calze n. ${number} (${size})`,
})

const bundleDescriptions = (size: string): LocalizedText => ({
  fr: `Trois paires de chaussettes assorties en taille ${size}, présentées dans une boîte cadeau. Le coffret coûte moins cher que les trois paires achetées séparément.`,
  de: `Drei aufeinander abgestimmte Paar Socken in Größe ${size}, verpackt in einer Geschenkbox. Die Box ist günstiger als die drei Paar einzeln.`,
  en: `Three matching pairs of socks in size ${size}, presented in a gift box. The box costs less than the three pairs bought separately.`,
  it: `Tre paia di calze abbinate in taglia ${size}, presentate in una scatola regalo. Il cofanetto costa meno delle tre paia acquistate separatamente.`,
})

/**
 * Gift boxes of three single-size socks of one audience and size. A box costs less than its
 * parts even at their lowest tier price, and its price ends like a shop's.
 */
function addBundles(
  random: Random,
  generated: readonly GeneratedProduct[],
  lowestPrices: ReadonlyMap<string, number>,
  rows: ProductRows,
  extras: ProductExtraRows,
): void {
  const groups = new Map<string, GeneratedProduct[]>()
  for (const product of generated) {
    if (product.family !== 'socks' || product.type !== 'simple') continue
    const key = `${product.gender}:${product.sizes[0]}`
    groups.set(key, [...(groups.get(key) ?? []), product])
  }
  const boxable = [...groups.values()].filter((group) => group.length >= 3)
  const bundleCount = boxable.length === 0 ? 0 : Math.max(3, Math.floor(generated.length / 40))
  let nextId = rows.products.length + 1
  for (let index = 0; index < bundleCount; index += 1) {
    const parts = random.sample(random.pick(boxable), 3)
    const first = parts[0] as GeneratedProduct
    const size = first.sizes[0] as string
    const sku = `BU-${String(index + 1).padStart(5, '0')}`
    const partsPrice = parts.reduce((sum, part) => sum + part.finalPrice, 0)
    const lowestPartsPrice = parts.reduce(
      (sum, part) => sum + (lowestPrices.get(part.sku) ?? part.finalPrice),
      0,
    )
    const price = shopPriceAtMost(Math.min(partsPrice * 0.85, lowestPartsPrice - 0.01))
    const colour = random.pick(COLOURS)
    rows.products.push({
      sku,
      id: nextId++,
      type: 'bundle',
      parent_sku: null,
      family: 'socks',
      kind: first.leaf.kind.code,
      gender: first.gender,
      colour: colour.code,
      size,
      regular_price: price,
      final_price: price,
      qty: 50,
      is_in_stock: true,
      is_new: random.chance(0.3),
      adult_image: false,
      position: generated.length + index,
      image_id: `giftbox-${colour.code}`,
      push_redirect: null,
      stickers: ['bundle'],
      created_at: new Date(Date.UTC(2026, 9, 1 + (index % 28))),
    })
    const names = bundleNames(index + 1, size)
    const descriptions = bundleDescriptions(size)
    for (const language of LANGUAGES) {
      rows.translations.push({
        sku,
        language,
        name: names[language],
        description: descriptions[language],
        url_key: `${slugify(names[language])}-${sku.toLowerCase()}`,
        search_name: '',
        search_document: '',
      })
    }
    first.leaf.categoryIds.forEach((categoryId) =>
      rows.categories.push({ category_id: categoryId, sku, position: generated.length + index }),
    )
    rows.attributes.push(
      { sku, code: 'genre', value: first.gender },
      { sku, code: 'color', value: colour.code },
      { sku, code: 'size', value: size },
    )
    parts.forEach((part, partIndex) => {
      const optionId = index * 3 + partIndex + 1
      extras.bundleOptions.push({
        id: optionId,
        sku,
        labels: JSON.stringify({
          fr: `Paire ${partIndex + 1}`,
          de: `Paar ${partIndex + 1}`,
          en: `Pair ${partIndex + 1}`,
          it: `Paio ${partIndex + 1}`,
        }),
        required: true,
        type: 'select',
        position: partIndex,
      })
      extras.bundleSelections.push({
        id: optionId,
        option_id: optionId,
        product_sku: part.sku,
        default_qty: 1,
        user_defined_qty: partIndex === 2,
        position: 0,
      })
    })
  }
}
