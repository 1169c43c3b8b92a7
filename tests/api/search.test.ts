import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'
import { matchesSearchText } from '../../components/header/matchesSearchText.ts'
import { prepareDatabase } from '../../db/openDatabase.ts'

const SEARCH = `query Search($query: String!, $params: ListingParams) {
  search(query: $query, params: $params) {
    total correctedQuery
    items { sku name categories { id } }
    facets { code buckets { value docCount } }
    priceRange { name value }
  } }`

const CATEGORY_TOTAL = `query CategoryTotal($id: ID!) { category(id: $id) { products { total } } }`

/** The seeded family categories (Men, Women, Kids) of slippers and of socks. */
const SLIPPER_FAMILIES = ['110', '210', '310']
const SOCK_FAMILIES = ['120', '220', '320']

type SearchResult = {
  total: number
  correctedQuery: string | null
  items: { sku: string; name: string; categories: { id: string }[] }[]
  facets: { code: string }[]
}

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

async function search(query: string, store = '/fr', params: Record<string, unknown> | null = null) {
  const { body } = await postGraphql(app, SEARCH, { query, params }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.search as SearchResult
}

async function familyTotal(families: readonly string[]) {
  let total = 0
  for (const id of families)
    total += (await postGraphql(app, CATEGORY_TOTAL, { id }, '/en')).body.data?.category.products
      .total as number
  return total
}

/** Whether the items matching `predicate` all come before the others (relevance puts name and category matches first). */
function rankedFirst<Item>(items: readonly Item[], predicate: (item: Item) => boolean): boolean {
  const firstOther = items.findIndex((item) => !predicate(item))
  return firstOther === -1 || items.slice(firstOther).every((item) => !predicate(item))
}

const inFamily = (families: readonly string[]) => (item: SearchResult['items'][number]) =>
  item.categories.some((category) => families.includes(category.id))

describe('search', () => {
  it('finds slippers by the words of their categories, singular or plural, in every store', async () => {
    const slippers = await familyTotal(SLIPPER_FAMILIES)
    expect(slippers).toBeGreaterThan(100)
    for (const [text, store] of [
      ['slippers', '/en'],
      ['slipper', '/en'],
      ['hausschuhe', '/de'],
      ['pantofole', '/it'],
      ['chaussons', '/fr'],
    ] as const) {
      const result = await search(text, store, { pageLength: 100 })
      // Cosy socks whose description says they "stand in for slippers" match too, ranked after.
      expect(result.total, `${store}/search/${text}`).toBeGreaterThanOrEqual(slippers)
      expect(result.items.length).toBe(100)
      expect(
        result.items.every(inFamily(SLIPPER_FAMILIES)),
        `${store}/search/${text} lists only slippers`,
      ).toBe(true)
    }
  })

  it('finds all socks for "socken" in German, not only those named Socke', async () => {
    const socks = await familyTotal(SOCK_FAMILIES)
    const result = await search('socken', '/de', { pageLength: 100 })
    expect(socks).toBeGreaterThan(100)
    // And the knitting pattern of Stoppersocken (a downloadable product, outside the families).
    expect(result.total).toBe(socks + 1)
    expect(
      result.items
        .filter((item: { sku: string }) => item.sku !== 'DL-PATTERN-SOCKS')
        .every(inFamily(SOCK_FAMILIES)),
    ).toBe(true)
  })

  it('finds products by colour and material words combined with a type', async () => {
    const redSlippers = await search('red slippers', '/en', { pageLength: 100 })
    expect(redSlippers.total).toBeGreaterThan(0)
    expect(redSlippers.total).toBeLessThan((await search('slippers', '/en')).total)
    expect(redSlippers.items.filter(inFamily(SLIPPER_FAMILIES)).length).toBeGreaterThan(0)
    expect(rankedFirst(redSlippers.items, inFamily(SLIPPER_FAMILIES))).toBe(true)
    const { body } = await postGraphql(
      app,
      `query { search(query: "red slippers", params: { pageLength: 100 }) { facets { code buckets { value } } } }`,
      {},
      '/en',
    )
    const colours = body.data?.search.facets.find((facet: { code: string }) => facet.code === 'color')
    expect(colours.buckets.map((bucket: { value: string }) => bucket.value)).toContain('red')
  })

  it('widens a search with the synonyms of the store language', async () => {
    const chaussons = await search('chaussons', '/fr')
    const pantoufles = await search('pantoufle', '/fr', { pageLength: 50 })
    expect(pantoufles.total).toBe(chaussons.total)
    expect(pantoufles.correctedQuery).toBeNull()
    expect(pantoufles.items.length).toBeGreaterThan(0)
    expect(pantoufles.items.every(inFamily(SLIPPER_FAMILIES))).toBe(true)
    const ciabatte = await search('ciabatta', '/it', { pageLength: 50 })
    expect(ciabatte.total).toBeGreaterThan(0)
    expect(ciabatte.items.every(inFamily(SLIPPER_FAMILIES))).toBe(true)
    const gowns = await search('robe de chambre', '/fr')
    expect(gowns.total).toBe((await search('peignoir', '/fr')).total)
    expect(gowns.total).toBeGreaterThan(0)
    expect((await search('Pantoffeln', '/de')).total).toBe((await search('Hausschuhe', '/de')).total)
    expect((await search('bathrobe', '/en')).total).toBe((await search('dressing gown', '/en')).total)
  })

  it('keeps a specific word specific: a synonym of a kind does not widen it to the whole family', async () => {
    const mules = await search('mule', '/en', { pageLength: 100 })
    expect(mules.total).toBeGreaterThan(0)
    expect(mules.total).toBeLessThan((await search('slippers', '/en')).total)
    const namedMule = (item: SearchResult['items'][number]) => item.name.toLowerCase().includes('mule')
    expect(mules.items.filter(namedMule).length).toBeGreaterThan(0)
    // Products that only mention mules in their description come after the mules themselves.
    expect(rankedFirst(mules.items, namedMule)).toBe(true)
  })

  it('forgives one typo in a word of a category and says what it searched for', async () => {
    const typo = await search('slipers', '/en')
    expect(typo.correctedQuery).toBe('slippers')
    expect(typo.total).toBe((await search('slippers', '/en')).total)
    expect((await search('slippers', '/en')).correctedQuery).toBeNull()
    expect((await search('zzqxwv', '/en')).correctedQuery).toBeNull()
  })

  it('finds the categories the suggestion box offers for the start of a word', async () => {
    const slippers = await familyTotal(SLIPPER_FAMILIES)
    expect((await search('slipp', '/en')).total).toBeGreaterThanOrEqual(slippers)
    expect((await search('Hausschu', '/de')).total).toBeGreaterThanOrEqual(slippers)
  })

  it('lists every product of each category the suggestion box offers for a text', async () => {
    type MenuCategory = { id: string; name: string; children?: MenuCategory[] }
    const flatten = (categories: MenuCategory[]): MenuCategory[] =>
      categories.flatMap((category) => [category, ...flatten(category.children ?? [])])
    const cases = [
      ['slippers', '/en'],
      ['men', '/en'],
      ['mules', '/en'],
      ['socken', '/de'],
      ['Hütten', '/de'],
      ['pantofole', '/it'],
      ['calz', '/it'],
      ['chaussettes', '/fr'],
      ['vêtements', '/fr'],
    ] as const
    for (const [text, store] of cases) {
      const { body } = await postGraphql(
        app,
        `query { menu { id name children { id name children { id name } } } }`,
        {},
        store,
      )
      const offered = flatten(body.data?.menu as MenuCategory[]).filter((category) =>
        matchesSearchText(category.name, text),
      )
      expect(offered.length, `${store} offers categories for ${text}`).toBeGreaterThan(0)
      const found = new Set<string>()
      for (let page = 1; ; page += 1) {
        const result = await search(text, store, { pageLength: 100, page })
        result.items.forEach((item) => found.add(item.sku))
        if (page * 100 >= result.total) break
      }
      for (const category of offered) {
        const listing = await postGraphql(
          app,
          `query($id: ID!) { category(id: $id) { products(params: { pageLength: 100 }) { items { sku } } } }`,
          { id: category.id },
          store,
        )
        const skus = (listing.body.data?.category.products.items as { sku: string }[]).map((item) => item.sku)
        expect(
          skus.filter((sku) => !found.has(sku)),
          `${store}/search/${text} lists ${category.name}`,
        ).toEqual([])
      }
    }
  })

  it('finds products by words of their name in the store language, with facets', async () => {
    const result = await search('mocassin')
    expect(result.total).toBeGreaterThan(0)
    for (const item of result.items) expect(item.name.toLowerCase()).toContain('mocassin')
    expect(result.facets.map((facet) => facet.code)).toContain('color')
  })

  it('uses the store language: German stems and names on /de, English on /en', async () => {
    const german = await search('hüttenschuhe', '/de')
    expect(german.total).toBeGreaterThan(0)
    expect(german.items[0]?.name).toMatch(/Hüttenschuh/)
    const english = await search('booties', '/en')
    expect(english.total).toBeGreaterThan(0)
    expect(english.items[0]?.name.toLowerCase()).toContain('bootie')
  })

  it('is accent-insensitive', async () => {
    const withAccent = await search('écrin')
    const without = await search('ECRIN')
    expect(withAccent.total).toBeGreaterThan(0)
    expect(without.total).toBe(withAccent.total)
    const german = await search('huttenschuh', '/de')
    expect(german.total).toBe((await search('hüttenschuh', '/de')).total)
  })

  it('ranks name matches before description-only matches', async () => {
    const result = await search('mule laine', '/fr', { pageLength: 5 })
    expect(result.total).toBeGreaterThan(0)
    expect(result.items[0]?.name.toLowerCase()).toMatch(/mule.*laine/)
  })

  it('ranks a word in the product type (kind category) first, then in the name, then in the description only, after any catalogue change', async () => {
    const { db } = app.shopDatabase
    const [named, described] = (await search('socks', '/en', { pageLength: 2 })).items.map((item) => item.sku)
    await sql`update product_translation set name = 'Quokka ' || name where sku = ${named} and language = 'en'`.execute(
      db,
    )
    await sql`update product_translation set description = description || ' A quokka would wear it.' where sku = ${described} and language = 'en'`.execute(
      db,
    )
    await sql`update category_translation set name = 'Quokka mules' where category_id = 111 and language = 'en'`.execute(
      db,
    )
    await sql`select refresh_listing_columns()`.execute(db)
    const mules = (await postGraphql(app, CATEGORY_TOTAL, { id: '111' }, '/en')).body.data?.category.products
      .total as number
    const result = await search('quokka', '/en', { pageLength: 100 })
    expect(result.total).toBe(mules + 2)
    expect(
      result.items.slice(0, mules).every((item) => item.categories.some((category) => category.id === '111')),
    ).toBe(true)
    expect(result.items.at(-2)?.sku).toBe(named)
    expect(result.items.at(-1)?.sku).toBe(described)
  })

  it('tolerates one typo', async () => {
    const exact = await search('chaussette')
    const typo = await search('chausette')
    expect(typo.total).toBeGreaterThan(0)
    expect(typo.total).toBe(exact.total)
    expect((await search('pantolete', '/de')).total).toBeGreaterThan(0)
  })

  it('ignores the attribute keys description, name, image, status and tax_class_id as filters', async () => {
    const plain = await search('mule')
    const ignored = ['description', 'name', 'image', 'status', 'tax_class_id'].map((code) => ({
      code,
      values: ['nothing'],
    }))
    expect((await search('mule', '/fr', { filters: ignored })).total).toBe(plain.total)
    const filtered = await search('mule', '/fr', { filters: [{ code: 'genre', values: ['301'] }] })
    expect(filtered.total).toBeLessThan(plain.total)
  })

  it('gives the synonyms to a catalogue seeded before they existed when the database is prepared', async () => {
    const chaussons = (await search('chaussons', '/fr')).total
    await sql`delete from search_synonym`.execute(app.shopDatabase.db)
    await sql`select refresh_search_documents()`.execute(app.shopDatabase.db)
    expect((await search('pantoufle', '/fr')).total).toBe(0)
    await prepareDatabase(app.shopDatabase)
    expect((await search('pantoufle', '/fr')).total).toBe(chaussons)
  })

  it('answers an empty result for blank or one-letter searches and refuses overlong ones', async () => {
    expect((await search('   ')).total).toBe(0)
    expect((await search('a')).total).toBe(0)
    const { body } = await postGraphql(app, SEARCH, { query: 'x'.repeat(201) }, '/fr')
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })
})
