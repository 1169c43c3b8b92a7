import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

const SEARCH = `query Search($query: String!, $params: ListingParams) {
  search(query: $query, params: $params) { total items { sku name } facets { code buckets { value docCount } } priceRange { name value } } }`

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

async function search(query: string, store = '/fr', params: Record<string, unknown> | null = null) {
  const { body } = await postGraphql(app, SEARCH, { query, params }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.search as { total: number; items: { sku: string; name: string }[]; facets: { code: string }[] }
}

describe('search', () => {
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

  it('tolerates one typo', async () => {
    const exact = await search('chaussette')
    const typo = await search('chausette')
    expect(typo.total).toBeGreaterThan(0)
    expect(typo.total).toBe(exact.total)
    expect((await search('pantolete', '/de')).total).toBeGreaterThan(0)
  })

  it('ignores the attribute keys description, name, image, status and tax_class_id as filters', async () => {
    const plain = await search('mule')
    const ignored = ['description', 'name', 'image', 'status', 'tax_class_id'].map((code) => ({ code, values: ['nothing'] }))
    expect((await search('mule', '/fr', { filters: ignored })).total).toBe(plain.total)
    const filtered = await search('mule', '/fr', { filters: [{ code: 'genre', values: ['301'] }] })
    expect(filtered.total).toBeLessThan(plain.total)
  })

  it('answers an empty result for blank or one-letter searches and refuses overlong ones', async () => {
    expect((await search('   ')).total).toBe(0)
    expect((await search('a')).total).toBe(0)
    const { body } = await postGraphql(app, SEARCH, { query: 'x'.repeat(201) }, '/fr')
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })
})
