import type { Cents } from '../../../pricing/money.ts'
import type { Language } from '../../../db/tables/columnTypes.ts'
import {
  checkClassification,
  type ClassificationChoices,
  type ProductClassification,
  type ProductFormErrors,
  type TypedClassification,
} from './productClassification.ts'
import { checkProductTexts, PRODUCT_LANGUAGES, type ProductTexts } from './productTexts.ts'

/** The kinds of product the back office creates. */
export const CREATABLE_PRODUCT_TYPES = [
  'simple',
  'configurable',
  'bundle',
  'giftcard',
  'downloadable',
] as const

/** A downloadable product's family and kind: files are in no family of the shop's slippers. */
export const DOWNLOADABLE_FAMILY = { family: 'download', kind: 'file' } as const

/** One of {@link CREATABLE_PRODUCT_TYPES}. */
export type CreatableProductType = (typeof CREATABLE_PRODUCT_TYPES)[number]

/** The longest SKU, in characters. */
export const SKU_MAX_LENGTH = 64

const SKU = /^[A-Z0-9-]+$/

/** Families with their kinds, as the catalogue uses them (`product.family`, `product.kind`). */
export interface FamilyChoice {
  family: string
  kinds: string[]
}

/** Everything the new product form offers. */
export interface NewProductChoices extends ClassificationChoices {
  families: FamilyChoice[]
}

/** A variant's fields as typed: its SKU (empty: the proposed one), stock and price (empty: the parent's). */
export interface TypedVariant {
  sku: string
  qty: string
  price: string
}

/** A bundle option's row as typed: its label, its products' SKUs (separated by commas or spaces) and their default quantity. */
export interface TypedBundleOption {
  label: string
  skus: string
  qty: string
}

/** A gift card's fields as typed: listed amounts in euros (`25, 50, 100`), an optional open range, its kind. */
export interface TypedGiftCard {
  amounts: string
  openMin: string
  openMax: string
  kind: string
}

/** A bundle option as it will be stored: its label in every language and its products' SKUs. */
export interface NewBundleOption {
  label: string
  skus: string[]
  defaultQty: number
}

/** A gift card's amounts as they will be stored (cents, ascending). */
export interface NewGiftCard {
  amountsCents: Cents[]
  openAmount: { minCents: Cents; maxCents: Cents } | null
}

/** Rows of bundle options the form offers. */
export const BUNDLE_OPTION_ROWS = 3
/** Most default pieces of a bundle's product. */
const MAX_BUNDLE_QTY = 20
/** Most listed amounts of a gift card. */
const MAX_GIFT_CARD_AMOUNTS = 12

/** The new product form as staff typed it. */
export interface TypedNewProduct extends TypedClassification {
  type: string
  sku: string
  family: string
  kind: string
  /** Name and URL key per language; a language left blank stays without translation. */
  texts: Record<Language, { name: string; urlKey: string }>
  /** Regular price incl. VAT in euros (`49.90` or `49,90`). */
  price: string
  /** Stock of a simple product. */
  qty: string
  colours: readonly string[]
  sizes: readonly string[]
  /** By {@link variantKey}; a variant not typed takes the proposed SKU, no stock and the parent's price. */
  variants: Readonly<Record<string, TypedVariant>>
  /** A bundle's options (blank rows are left out). */
  bundleOptions?: readonly TypedBundleOption[]
  /** A gift card's amounts and kind. */
  giftCard?: TypedGiftCard
}

/** A variant as it will be stored. */
export interface NewVariant {
  colour: string
  size: string
  sku: string
  qty: number
  /** Null: the parent's. */
  priceCents: Cents | null
}

/** A checked new product, ready to be stored. */
export interface NewProduct {
  type: CreatableProductType
  sku: string
  family: string
  kind: string
  texts: Partial<Record<Language, ProductTexts>>
  priceCents: Cents
  /** A simple product's stock (a configurable one's is its variants'). */
  qty: number
  classification: ProductClassification
  variants: NewVariant[]
  bundleOptions: NewBundleOption[]
  giftCard: NewGiftCard | null
}

/** The key of a variant in forms and errors: `<colour>.<size>`. */
export function variantKey(colour: string, size: string): string {
  return `${colour}.${size}`
}

/** The SKU proposed for a variant: `<SKU>-<COLOUR>-<SIZE>`, upper case, other characters as dashes. */
export function proposedVariantSku(sku: string, colour: string, size: string): string {
  return `${sku}-${colour}-${size}`.toUpperCase().replace(/[^A-Z0-9-]/g, '-')
}

/** Cents of a price typed in euros (`49.90`, `49,9`, `49`), or null when it is not one (empty, negative, three decimals). */
export function priceCentsOf(typed: string): Cents | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A stock quantity typed: a whole number from 0 to 1 000 000, or null. */
export function quantityOf(typed: string): number | null {
  const text = typed.trim()
  if (!/^\d{1,7}$/.test(text)) return null
  const qty = Number(text)
  return qty <= 1_000_000 ? qty : null
}

/** Whether a text is a SKU the back office accepts: `A-Z`, digits and dashes, at most 64. */
export function isSku(text: string): boolean {
  return text.length <= SKU_MAX_LENGTH && SKU.test(text)
}

/**
 * The new product as it will be stored and what is wrong with the form (field name → code):
 * type, SKU, family and kind, name and URL key in at least one language, a price above zero,
 * the classification, and for a configurable product at least one colour and size, whose
 * variants each have a SKU of their own, a stock and an optional price. Whether SKUs and URL
 * keys are free is the database's to say.
 */
export function checkNewProduct(
  typed: TypedNewProduct,
  choices: NewProductChoices,
): { product: NewProduct; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {}
  const type = (CREATABLE_PRODUCT_TYPES as readonly string[]).includes(typed.type)
    ? (typed.type as CreatableProductType)
    : 'simple'
  if (type !== typed.type) errors.type = 'UNKNOWN_CHOICE'
  const sku = typed.sku.trim()
  if (sku === '') errors.sku = 'REQUIRED'
  else if (sku.length > SKU_MAX_LENGTH) errors.sku = 'TOO_LONG'
  else if (!SKU.test(sku)) errors.sku = 'INVALID_SKU'
  // A gift card is in no family, category or classification: the shop reaches it from its footer.
  const isGiftCard = type === 'giftcard'
  // A downloadable product is in categories, but in no family and for no gender or material.
  const isDownloadable = type === 'downloadable'
  const family = choices.families.find((choice) => choice.family === typed.family)
  if (!isGiftCard && !isDownloadable) {
    if (typed.family === '') errors.family = 'REQUIRED'
    else if (!family) errors.family = 'UNKNOWN_CHOICE'
    if (typed.kind === '') errors.kind = 'REQUIRED'
    else if (family && !family.kinds.includes(typed.kind)) errors.kind = 'UNKNOWN_CHOICE'
  }

  const fullTexts = Object.fromEntries(
    PRODUCT_LANGUAGES.map((language) => [
      language,
      { ...typed.texts[language], description: '', metaTitle: '', metaDescription: '' },
    ]),
  ) as Record<Language, ProductTexts>
  const checkedTexts = checkProductTexts(fullTexts, new Set())
  Object.assign(errors, checkedTexts.errors)
  if (Object.keys(checkedTexts.texts).length === 0) errors.texts = 'NO_TRANSLATION'

  const giftCard = isGiftCard ? checkGiftCard(typed.giftCard, errors) : null
  let priceCents = priceCentsOf(typed.price)
  if (giftCard) priceCents = Math.min(...giftCard.amountsCents, giftCard.openAmount?.minCents ?? Infinity)
  else if (typed.price.trim() === '') errors.price = 'REQUIRED'
  else if (priceCents === null || priceCents === 0) errors.price = 'INVALID_PRICE'
  const qty = type === 'simple' || type === 'bundle' ? quantityOf(typed.qty === '' ? '0' : typed.qty) : 0
  if (qty === null) errors.qty = 'INVALID_QUANTITY'

  const checked = checkClassification(typed, choices)
  const classification = isGiftCard
    ? { categoryIds: [], gender: '', material: '', stickers: [], newFrom: null, newTo: null }
    : isDownloadable
      ? { ...checked.classification, gender: '', material: '' }
      : checked.classification
  if (!isGiftCard)
    for (const [field, code] of Object.entries(checked.errors))
      if (!isDownloadable || (field !== 'gender' && field !== 'material')) errors[field] = code
  const bundleOptions = type === 'bundle' ? checkBundleOptions(typed.bundleOptions ?? [], errors) : []

  const variants: NewVariant[] = []
  if (type === 'configurable') {
    const colours = [...new Set(typed.colours)]
    const sizes = [...new Set(typed.sizes)]
    if (colours.length === 0) errors.colours = 'NO_VARIANT'
    else if (colours.some((colour) => !choices.colours.some((choice) => choice.value === colour)))
      errors.colours = 'UNKNOWN_CHOICE'
    if (sizes.length === 0) errors.sizes = 'NO_VARIANT'
    else if (sizes.some((size) => !choices.sizes.some((choice) => choice.value === size)))
      errors.sizes = 'UNKNOWN_CHOICE'
    // Shown in the shop's order of the choices, whatever order they were sent in.
    const orderedColours = choices.colours.filter((choice) => colours.includes(choice.value))
    const orderedSizes = choices.sizes.filter((choice) => sizes.includes(choice.value))
    const seen = new Set([sku])
    for (const colour of orderedColours)
      for (const size of orderedSizes) {
        const key = variantKey(colour.value, size.value)
        const given = typed.variants[key]
        const variantSku = given?.sku.trim() || proposedVariantSku(sku, colour.value, size.value)
        const variantQty = quantityOf(given?.qty.trim() || '0')
        const price = given?.price.trim() ?? ''
        const variantPrice = price === '' ? null : priceCentsOf(price)
        if (!isSku(variantSku)) errors[`variant.${key}.sku`] = 'INVALID_SKU'
        else if (seen.has(variantSku)) errors[`variant.${key}.sku`] = 'SKU_REPEATED'
        seen.add(variantSku)
        if (variantQty === null) errors[`variant.${key}.qty`] = 'INVALID_QUANTITY'
        if (price !== '' && (variantPrice === null || variantPrice === 0))
          errors[`variant.${key}.price`] = 'INVALID_PRICE'
        variants.push({
          colour: colour.value,
          size: size.value,
          sku: variantSku,
          qty: variantQty ?? 0,
          priceCents: variantPrice,
        })
      }
  }
  return {
    product: {
      type,
      sku,
      family: isGiftCard ? 'giftcard' : isDownloadable ? DOWNLOADABLE_FAMILY.family : typed.family,
      kind: isGiftCard ? 'giftcard' : isDownloadable ? DOWNLOADABLE_FAMILY.kind : typed.kind,
      texts: checkedTexts.texts,
      priceCents: Number.isFinite(priceCents) ? (priceCents ?? 0) : 0,
      qty: qty ?? 0,
      classification,
      variants,
      bundleOptions,
      giftCard,
    },
    errors,
  }
}

/**
 * A bundle's options: each row with a label or SKUs needs both (SKUs in capitals, separated by
 * commas or spaces, each once) and a default quantity from 1 to 20 (empty: 1); one row at least.
 * Whether the SKUs are products the bundle may hold is the database's to say.
 */
function checkBundleOptions(
  rows: readonly TypedBundleOption[],
  errors: ProductFormErrors,
): NewBundleOption[] {
  const options: NewBundleOption[] = []
  rows.forEach((row, index) => {
    const label = row.label.trim()
    const skus = [
      ...new Set(
        row.skus
          .toUpperCase()
          .split(/[\s,;]+/)
          .filter(Boolean),
      ),
    ]
    if (label === '' && skus.length === 0) return
    const field = `bundle.${index}`
    if (label === '') errors[`${field}.label`] = 'REQUIRED'
    else if (label.length > 255) errors[`${field}.label`] = 'TOO_LONG'
    if (skus.length === 0) errors[`${field}.skus`] = 'REQUIRED'
    else if (!skus.every(isSku)) errors[`${field}.skus`] = 'INVALID_SKU'
    const defaultQty = row.qty.trim() === '' ? 1 : quantityOf(row.qty)
    if (defaultQty === null || defaultQty < 1 || defaultQty > MAX_BUNDLE_QTY)
      errors[`${field}.qty`] = 'INVALID_QUANTITY'
    options.push({ label, skus, defaultQty: defaultQty ?? 1 })
  })
  if (options.length === 0) errors.bundle = 'NO_BUNDLE_OPTION'
  return options
}

/**
 * A gift card's amounts: listed amounts in euros above 0 (one at least, at most 12, separated by
 * commas, semicolons or spaces), an open range with both ends or none (the lower end above 0, the
 * upper not below it), and its kind: the shop e-mails its gift cards (`virtual`), it sends none by post.
 * The new product form and the gift card's product page (`giftCardAmounts.ts`) check them alike.
 */
export function checkGiftCard(typed: TypedGiftCard | undefined, errors: ProductFormErrors): NewGiftCard {
  const given = typed ?? { amounts: '', openMin: '', openMax: '', kind: 'virtual' }
  const words = given.amounts.split(/[\s;]+|,(?=\s)|,$/).filter(Boolean)
  const amounts = words.map(priceCentsOf)
  if (words.length === 0) errors['giftCard.amounts'] = 'REQUIRED'
  else if (amounts.some((cents) => cents === null || cents === 0) || words.length > MAX_GIFT_CARD_AMOUNTS)
    errors['giftCard.amounts'] = 'INVALID_PRICE'
  const min = given.openMin.trim() === '' ? null : priceCentsOf(given.openMin)
  const max = given.openMax.trim() === '' ? null : priceCentsOf(given.openMax)
  const openTyped = given.openMin.trim() !== '' || given.openMax.trim() !== ''
  if (openTyped) {
    if (min === null || min === 0) errors['giftCard.openMin'] = 'INVALID_PRICE'
    if (max === null || max === 0) errors['giftCard.openMax'] = 'INVALID_PRICE'
    else if (min !== null && max < min) errors['giftCard.openMax'] = 'RANGE_REVERSED'
  }
  if (given.kind !== 'virtual') errors['giftCard.kind'] = 'ONLY_VIRTUAL'
  return {
    amountsCents: [...new Set(amounts.filter((cents): cents is Cents => cents !== null && cents > 0))].sort(
      (a, b) => a - b,
    ),
    openAmount: openTyped && min !== null && max !== null ? { minCents: min, maxCents: max } : null,
  }
}
