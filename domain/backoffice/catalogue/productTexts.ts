import type { Language } from '../../../db/tables/columnTypes.ts'

/** The languages a product is written in, in the order the back office shows them. */
export const PRODUCT_LANGUAGES = ['fr', 'de', 'en', 'it'] as const satisfies readonly Language[]

/** A product's texts in one language, as staff edit them. */
export interface ProductTexts {
  name: string
  description: string
  urlKey: string
  metaTitle: string
  metaDescription: string
}

/** The fields of {@link ProductTexts}. */
export const PRODUCT_TEXT_FIELDS = ['name', 'description', 'urlKey', 'metaTitle', 'metaDescription'] as const

/** The longest value of each field, in characters. */
export const PRODUCT_TEXT_LIMITS: Record<keyof ProductTexts, number> = {
  name: 255,
  description: 20_000,
  urlKey: 200,
  metaTitle: 255,
  metaDescription: 1_000,
}

/** Why a field's value was refused. */
export type ProductTextError = 'REQUIRED' | 'TOO_LONG' | 'INVALID_URL_KEY' | 'URL_KEY_TAKEN'

/** A URL key: lower-case letters, digits and single dashes between them (what `slugify` makes). */
const URL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The refused fields of a form, keyed `<language>.<field>` (`fr.urlKey`). */
export type ProductFieldErrors = Partial<Record<`${Language}.${keyof ProductTexts}`, ProductTextError>>

/** Whether every text of a language is empty: a translation not written yet. */
export function isBlank(texts: ProductTexts): boolean {
  return PRODUCT_TEXT_FIELDS.every((field) => texts[field].trim() === '')
}

/**
 * The texts as stored (trimmed) and what is wrong with them. A language left blank that had no
 * translation stays without one; any other needs a name and a URL key of the right shape; every
 * field has its length limit. Whether a URL key is free is the database's to say.
 */
export function checkProductTexts(
  typed: Record<Language, ProductTexts>,
  translated: ReadonlySet<Language>,
): { texts: Partial<Record<Language, ProductTexts>>; errors: ProductFieldErrors } {
  const texts: Partial<Record<Language, ProductTexts>> = {}
  const errors: ProductFieldErrors = {}
  for (const language of PRODUCT_LANGUAGES) {
    const given = typed[language]
    if (!translated.has(language) && isBlank(given)) continue
    const trimmed = Object.fromEntries(
      PRODUCT_TEXT_FIELDS.map((field) => [field, given[field].trim()]),
    ) as unknown as ProductTexts
    for (const field of PRODUCT_TEXT_FIELDS)
      if (trimmed[field].length > PRODUCT_TEXT_LIMITS[field]) errors[`${language}.${field}`] = 'TOO_LONG'
    if (trimmed.name === '') errors[`${language}.name`] = 'REQUIRED'
    if (trimmed.urlKey === '') errors[`${language}.urlKey`] = 'REQUIRED'
    else if (!errors[`${language}.urlKey`] && !URL_KEY.test(trimmed.urlKey))
      errors[`${language}.urlKey`] = 'INVALID_URL_KEY'
    texts[language] = trimmed
  }
  return { texts, errors }
}
