import { describe, expect, it } from 'vitest'
import { generateProducts, nextProductId, type ProductRows } from './products.ts'
import { createRandom } from './random.ts'
import { buildCategoryTree } from './categories.ts'
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from './seedDatabase.ts'

describe('nextProductId', () => {
  it('follows the highest id of a catalogue as large as the 50,000-product generator makes', () => {
    const products = Array.from({ length: 200_000 }, (_, index) => ({ id: index + 1, sku: `P-${index}` }))
    expect(nextProductId({ products })).toBe(200_001)
  })

  it('starts at 1 on an empty catalogue', () => {
    expect(nextProductId({ products: [] })).toBe(1)
  })
})

describe('the seeded catalogue', () => {
  it('gives no two products of one category the same name, in any language', () => {
    const rows: ProductRows = { products: [], translations: [], categories: [], attributes: [] }
    generateProducts(createRandom(DEFAULT_SEED), buildCategoryTree().leaves, DEFAULT_PRODUCT_COUNT, rows)
    const categoriesOf = new Map<string, number[]>()
    for (const link of rows.categories)
      categoriesOf.set(link.sku, [...(categoriesOf.get(link.sku) ?? []), Number(link.category_id)])
    const seen = new Map<string, string>()
    const clashes: string[] = []
    for (const { sku, language, name } of rows.translations) {
      for (const category of categoriesOf.get(sku) ?? []) {
        const key = `${category}|${language}|${name}`
        const other = seen.get(key)
        if (other) clashes.push(`category ${category} (${language}): "${name}" is both ${other} and ${sku}`)
        else seen.set(key, sku)
      }
    }
    expect(clashes).toEqual([])
  })
})
