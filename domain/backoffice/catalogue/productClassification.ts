/** The stickers staff may put on a product (the storefront words them; "new" follows the dates instead). */
export const PRODUCT_STICKERS = ['sale', 'bundle'] as const

/** A choice the shop knows (an attribute option, a category), with its label in the staff member's language. */
export interface Choice {
  value: string
  label: string
}

/** What a product may be classified with: the shop's categories, genders, materials, colours and sizes. */
export interface ClassificationChoices {
  categories: { id: number; name: string; level: number }[]
  genders: Choice[]
  materials: Choice[]
  colours: Choice[]
  sizes: Choice[]
}

/** A product's classification as staff type it in a form (every value a string, as sent). */
export interface TypedClassification {
  categoryIds: readonly string[]
  gender: string
  material: string
  stickers: readonly string[]
  /** `YYYY-MM-DD` or empty. */
  newFrom: string
  newTo: string
}

/** A product's classification as stored. */
export interface ProductClassification {
  categoryIds: number[]
  gender: string
  material: string
  stickers: string[]
  newFrom: string | null
  newTo: string | null
}

/** Why a field was refused (each form words them). */
export type ProductFormError =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'UNKNOWN_CHOICE'
  | 'INVALID_DATE'
  | 'DATES_REVERSED'
  | 'INVALID_SKU'
  | 'SKU_TAKEN'
  | 'SKU_REPEATED'
  | 'INVALID_PRICE'
  | 'INVALID_QUANTITY'
  | 'NO_TRANSLATION'
  | 'NO_VARIANT'
  | 'INVALID_URL_KEY'
  | 'URL_KEY_TAKEN'
  | 'NO_BUNDLE_OPTION'
  | 'NOT_BUNDLEABLE'
  | 'RANGE_REVERSED'
  | 'ONLY_VIRTUAL'

/** Refused fields by the form's field name (`sku`, `fr.name`, `variant.red.M.sku`). */
export type ProductFormErrors = Record<string, ProductFormError>

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Whether a text is a real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/**
 * The classification as stored and what is wrong with it: at least one known category, a known
 * gender and material, known stickers, and "new from / to" days in order (either may be empty).
 */
export function checkClassification(
  typed: TypedClassification,
  choices: ClassificationChoices,
): { classification: ProductClassification; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {}
  const known = new Set(choices.categories.map((category) => String(category.id)))
  const categoryIds = [...new Set(typed.categoryIds)]
  if (categoryIds.length === 0) errors.categories = 'REQUIRED'
  else if (categoryIds.some((id) => !known.has(id))) errors.categories = 'UNKNOWN_CHOICE'
  const gender = typed.gender.trim()
  if (gender === '') errors.gender = 'REQUIRED'
  else if (!choices.genders.some((choice) => choice.value === gender)) errors.gender = 'UNKNOWN_CHOICE'
  const material = typed.material.trim()
  if (material === '') errors.material = 'REQUIRED'
  else if (!choices.materials.some((choice) => choice.value === material)) errors.material = 'UNKNOWN_CHOICE'
  const stickers = [...new Set(typed.stickers)]
  if (stickers.some((sticker) => !(PRODUCT_STICKERS as readonly string[]).includes(sticker)))
    errors.stickers = 'UNKNOWN_CHOICE'
  const newFrom = typed.newFrom.trim()
  const newTo = typed.newTo.trim()
  if (newFrom !== '' && !isDay(newFrom)) errors.newFrom = 'INVALID_DATE'
  if (newTo !== '' && !isDay(newTo)) errors.newTo = 'INVALID_DATE'
  else if (newFrom !== '' && newTo !== '' && !errors.newFrom && newTo < newFrom)
    errors.newTo = 'DATES_REVERSED'
  return {
    classification: {
      categoryIds: categoryIds.map(Number).sort((a, b) => a - b),
      gender,
      material,
      stickers: PRODUCT_STICKERS.filter((sticker) => stickers.includes(sticker)),
      newFrom: newFrom === '' ? null : newFrom,
      newTo: newTo === '' ? null : newTo,
    },
    errors,
  }
}
