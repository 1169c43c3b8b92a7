import { describe, expect, it } from 'vitest'
import { createRandom } from './random.ts'
import { buildCategoryTree } from './categories.ts'
import { generateProducts, type ProductRows } from './products.ts'
import { generateProductExtras } from './productExtras.ts'
import { buildAttributes } from './referenceData.ts'
import { MATERIALS, SIZES } from './vocabulary.ts'
import { hasShopEnding } from './shopPrice.ts'

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
    expect(tree.leaves).toHaveLength(30)
    expect(
      tree.categories.filter((category) => category.parent_id === 130).map((category) => category.id),
    ).toEqual([131, 132, 133, 134])
  })

  it('makes simple, configurable and bundle products, translated in four languages, with genders 299/300/301', () => {
    const { rows, extras } = generate(20_261_122, 360)
    const parents = rows.products.filter((product) => product.parent_sku === null)
    expect(new Set(parents.map((product) => product.type))).toEqual(
      new Set(['simple', 'configurable', 'bundle']),
    )
    expect(new Set(parents.map((product) => product.gender))).toEqual(new Set(['299', '300', '301']))
    expect(rows.translations).toHaveLength(parents.length * 4)
    expect(new Set(rows.translations.map((row) => `${row.language}:${row.url_key}`)).size).toBe(
      rows.translations.length,
    )
    expect(parents.some((product) => product.is_in_stock === false)).toBe(true)
    expect(parents.some((product) => product.is_new)).toBe(true)
    expect(extras.tierPrices.length).toBeGreaterThan(0)
    expect(extras.customOptions.some((option) => option.price_type === 'fixed')).toBe(true)
    expect(extras.customOptionValues.some((value) => value.price_type === 'percent')).toBe(true)
  })
})

describe('seed catalogue makes sense', () => {
  const { tree, rows, extras } = generate(20_261_122, 720)
  const parents = rows.products.filter((product) => product.parent_sku === null)
  const valuesOf = (sku: string, code: string) =>
    rows.attributes.filter((row) => row.sku === sku && row.code === code).map((row) => row.value)
  const nameOf = (sku: string, language: string) =>
    rows.translations.find((row) => row.sku === sku && row.language === language)?.name ?? ''

  it('makes each kind only of materials that suit it: no leather socks, pyjamas or jumpers', () => {
    const materialsByKind = new Map<string, Set<string>>()
    for (const product of parents.filter((parent) => parent.type !== 'bundle')) {
      const [material] = valuesOf(product.sku, 'material')
      materialsByKind.set(
        product.kind,
        (materialsByKind.get(product.kind) ?? new Set()).add(material as string),
      )
    }
    for (const kind of ['ankle-sock', 'crew-sock', 'cosy-sock', 'pyjamas', 'sweater', 'tshirt'])
      expect(materialsByKind.get(kind)).not.toContain('leather')
    expect(materialsByKind.get('pyjamas')).not.toContain('felt')
    expect([...(materialsByKind.get('mule') ?? [])]).toEqual(expect.arrayContaining(['leather', 'felt']))
    expect(new Set(MATERIALS.map((material) => material.code))).toEqual(
      new Set([
        'wool',
        'cotton',
        'felt',
        'fleece',
        'cashmere',
        'leather',
        'sheepskin',
        'bamboo',
        'merino',
        'flannel',
        'terry',
        'linen',
      ]),
    )
  })

  it('never promises a non-slip sole on clothing', () => {
    const clothing = new Set(
      parents.filter((product) => product.family === 'clothing').map((product) => product.sku),
    )
    const descriptions = rows.translations
      .filter((row) => clothing.has(row.sku))
      .map((row) => row.description)
    expect(descriptions.length).toBeGreaterThan(0)
    for (const text of descriptions)
      expect(text).not.toMatch(/antidérapant|rutschfest|non-slip|antiscivolo|sole|semelle|Sohle|suola/i)
  })

  it('sells every slipper and sock in sizes of its audience, configurable ones in a run of consecutive sizes', () => {
    const wear = parents.filter(
      (product) => (product.family === 'slippers' || product.family === 'socks') && product.type !== 'bundle',
    )
    expect(
      wear
        .filter((product) => product.family === 'slippers')
        .every((product) => product.type === 'configurable'),
    ).toBe(true)
    for (const product of wear) {
      const offered = SIZES[product.family as 'slippers' | 'socks'][product.gender as '299' | '300' | '301']
      const sizes = rows.products
        .filter((variant) => variant.parent_sku === product.sku)
        .map((variant) => variant.size as string)
      const sold = product.type === 'configurable' ? [...new Set(sizes)] : [product.size as string]
      expect(sold.length, product.sku).toBeGreaterThan(0)
      const start = offered.indexOf(sold[0] as string)
      expect(start, product.sku).toBeGreaterThanOrEqual(0)
      expect(sold, product.sku).toEqual(offered.slice(start, start + sold.length))
      expect(valuesOf(product.sku, 'size'), product.sku).toEqual(sold)
    }
    expect(SIZES.slippers['300'][0]).toBe('35')
    expect(SIZES.slippers['299'].at(-1)).toBe('46')
    expect(SIZES.slippers['301']).toEqual(['24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34'])
  })

  it('prices everything like a shop: …,00, …,90 or …,95, sales and tiers below the price, bundles below their parts', () => {
    for (const product of parents) {
      expect(hasShopEnding(Number(product.regular_price)), `${product.sku} ${product.regular_price}`).toBe(
        true,
      )
      expect(hasShopEnding(Number(product.final_price)), `${product.sku} ${product.final_price}`).toBe(true)
      expect(Number(product.final_price)).toBeLessThanOrEqual(Number(product.regular_price))
    }
    expect(parents.some((product) => Number(product.final_price) < Number(product.regular_price))).toBe(true)
    const priceOf = new Map(parents.map((product) => [product.sku, Number(product.final_price)]))
    for (const tier of extras.tierPrices) {
      expect(hasShopEnding(Number(tier.price)), `${tier.sku} ×${tier.qty} ${tier.price}`).toBe(true)
      const tiers = extras.tierPrices.filter((other) => other.sku === tier.sku)
      expect(tiers.map((other) => other.qty)).toEqual([3, 6])
      expect(Number(tiers[0]?.price)).toBeLessThan(priceOf.get(tier.sku) as number)
      expect(Number(tiers[1]?.price)).toBeLessThan(Number(tiers[0]?.price))
    }
    const bundles = parents.filter((product) => product.type === 'bundle')
    expect(bundles.length).toBeGreaterThan(0)
    for (const bundle of bundles) {
      const optionIds = new Set(
        extras.bundleOptions.filter((option) => option.sku === bundle.sku).map((option) => option.id),
      )
      const parts = extras.bundleSelections
        .filter((selection) => optionIds.has(selection.option_id))
        .map((selection) => selection.product_sku)
      expect(parts).toHaveLength(3)
      const partsPrice = parts.reduce((sum, sku) => sum + (priceOf.get(sku) as number), 0)
      expect(Number(bundle.final_price)).toBeLessThan(partsPrice)
      for (const sku of parts) expect(valuesOf(sku, 'size')).toEqual([bundle.size])
    }
  })

  it('lists size options in size order, not alphabetically', () => {
    const positions = new Map(
      buildAttributes()
        .options.filter((option) => option.attribute_code === 'size')
        .map((option) => [option.value, option.position as number]),
    )
    const ordered = (sizes: string[]) =>
      [...sizes].sort((a, b) => (positions.get(a) as number) - (positions.get(b) as number))
    expect(ordered(['XL', 'M', 'XXL', 'S', 'L', 'XS'])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL'])
    expect(ordered(['10A', '4A', '12A', '6A'])).toEqual(['4A', '6A', '10A', '12A'])
    expect(ordered(['9', '35', '24', '46'].filter((size) => positions.has(size)))).toEqual(['24', '35', '46'])
    expect(ordered(['43-46', '35-38', '39-42'])).toEqual(['35-38', '39-42', '43-46'])
  })

  it('writes German with capitalised nouns and each language in its own words', () => {
    const germanNames = tree.translations.filter((row) => row.language === 'de').map((row) => row.name)
    expect(germanNames).toEqual(
      expect.arrayContaining([
        'Hausschuhe für Herren',
        'Socken für Damen',
        'Kleidung für Kinder',
        'T-Shirts',
      ]),
    )
    const englishNames = tree.translations.filter((row) => row.language === 'en').map((row) => row.name)
    expect(englishNames).toEqual(expect.arrayContaining(['Men’s slippers', 'Kids’ clothing']))
    const cotton = parents.find(
      (product) => product.type !== 'bundle' && valuesOf(product.sku, 'material')[0] === 'cotton',
    ) as { sku: string }
    expect(nameOf(cotton.sku, 'de')).toMatch(/ aus Baumwolle$/)
    expect(nameOf(cotton.sku, 'fr')).toMatch(/ en coton$/)
    expect(nameOf(cotton.sku, 'it')).toMatch(/ in cotone$/)
    for (const row of rows.translations.filter((translation) => translation.language === 'de')) {
      expect(row.name, row.sku).not.toMatch(/ aus [a-zäöü]/)
      expect(row.description, row.sku).not.toMatch(
        /in (rot|blau|grau|schwarz|beige|rosa|grün|weinrot|senfgelb|marineblau)\b/,
      )
    }
  })

  it('writes reviews in the four languages, each in words of its product family', () => {
    expect(new Set(extras.reviews.map((review) => review.language))).toEqual(
      new Set(['fr', 'de', 'en', 'it']),
    )
    const german = extras.reviews.filter((review) => review.language === 'de')
    expect(new Set(german.map((review) => review.title)).size).toBeGreaterThan(5)
    const sockSkus = new Set(
      parents.filter((product) => product.family === 'socks').map((product) => product.sku),
    )
    const englishSockReview = extras.reviews.find(
      (review) => review.language === 'en' && sockSkus.has(review.sku),
    )
    expect(englishSockReview?.comment).not.toMatch(/slipper|sole/i)
  })
})
