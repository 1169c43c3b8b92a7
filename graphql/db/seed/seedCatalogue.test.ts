import { describe, expect, it } from 'vitest'
import { createRandom } from './random.ts'
import { buildCategoryTree } from './categories.ts'
import { generateProducts, type ProductRows } from './products.ts'
import { generateProductExtras } from './productExtras.ts'

function generate(seed: number, count: number) {
  const tree = buildCategoryTree()
  const rows: ProductRows = { products: [], translations: [], categories: [], attributes: [] }
  const random = createRandom(seed)
  const generated = generateProducts(random, tree.leaves, count, rows)
  const extras = generateProductExtras(random, generated, rows)
  return { tree, rows, extras }
}

describe('seed catalogue', () => {
  it('is deterministic for a given seed', () => {
    expect(JSON.stringify(generate(7, 120))).toBe(JSON.stringify(generate(7, 120)))
    expect(JSON.stringify(generate(7, 120))).not.toBe(JSON.stringify(generate(8, 120)))
  })

  it('puts Men, Women and Kids × slippers, socks, clothing under root path 1/3/', () => {
    const { tree } = generate(1, 10)
    const audiences = tree.categories.filter((category) => category.parent_id === 3)
    expect(audiences.map((category) => category.path)).toEqual(['1/3/100', '1/3/200', '1/3/300'])
    expect(tree.categories.filter((category) => category.level === 3)).toHaveLength(9)
    expect(tree.leaves).toHaveLength(27)
  })

  it('makes simple, configurable and bundle products, translated in four languages, with genders 299/300/301', () => {
    const { rows, extras } = generate(20_261_122, 360)
    const parents = rows.products.filter((product) => product.parent_sku === null)
    expect(new Set(parents.map((product) => product.type))).toEqual(new Set(['simple', 'configurable', 'bundle']))
    expect(new Set(parents.map((product) => product.gender))).toEqual(new Set(['299', '300', '301']))
    expect(rows.translations).toHaveLength(parents.length * 4)
    expect(new Set(rows.translations.map((row) => `${row.language}:${row.url_key}`)).size).toBe(rows.translations.length)
    expect(parents.some((product) => product.is_in_stock === false)).toBe(true)
    expect(parents.some((product) => product.is_new)).toBe(true)
    expect(extras.tierPrices.length).toBeGreaterThan(0)
    expect(extras.customOptions.some((option) => option.price_type === 'fixed')).toBe(true)
    expect(extras.customOptionValues.some((value) => value.price_type === 'percent')).toBe(true)
  })
})
