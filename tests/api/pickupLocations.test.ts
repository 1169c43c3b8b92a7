import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'
import { createGraphqlAgent } from './helpers/graphqlAgent.ts'

const SEARCH = `query ($area: AreaInput, $filters: PickupLocationFilterInput, $pageSize: Int, $currentPage: Int) {
  pickupLocations(area: $area, filters: $filters, pageSize: $pageSize, currentPage: $currentPage) {
    total_count search_status search_origin { label country_id latitude longitude }
    page_info { current_page page_size total_pages }
    items { pickup_location_code name street city postcode country_id latitude longitude distance opening_hours { day opening { from to } } }
  }
}`

type Location = { pickup_location_code: string; city: string; country_id: string; distance: number | null }

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

async function search(variables: Record<string, unknown>, store = '/en') {
  const { body } = await postGraphql(app, SEARCH, variables, store)
  expect(body.errors).toBeUndefined()
  return body.data?.pickupLocations
}

const distances = (items: Location[]) => items.map((item) => item.distance as number)

describe('pickupLocations', () => {
  it('finds the points around a postcode, nearest first, with their distance in metres and opening hours', async () => {
    const result = await search({ area: { search_term: '69002' } }, '/fr')
    expect(result.search_status).toBe('FOUND')
    expect(result.search_origin).toMatchObject({ label: '69002 Lyon', country_id: 'FR' })
    expect(result.items.length).toBeGreaterThanOrEqual(5)
    expect(
      result.items.every(
        (item: Location) => item.country_id === 'FR' && ['Lyon', 'Villeurbanne'].includes(item.city),
      ),
    ).toBe(true)
    expect(distances(result.items)).toEqual([...distances(result.items)].sort((a, b) => a - b))
    expect(result.items[0].distance).toBeLessThan(1500)
    expect(result.items[0].opening_hours).toHaveLength(7)
    expect(result.items[0].opening_hours[0]).toMatchObject({ day: 'monday' })
  })

  it('finds a town by its name whatever its accents and case, and by its name in another language', async () => {
    const exact = await search({ area: { search_term: 'München' } })
    const plain = await search({ area: { search_term: 'MUNCHEN' } })
    const english = await search({ area: { search_term: 'Munich' } })
    expect(exact.search_origin.label).toBe('München')
    expect(plain.items).toEqual(exact.items)
    expect(english.items).toEqual(exact.items)
    expect(exact.items.map((item: Location) => item.city)).toEqual([
      'München',
      'München',
      'München',
      'München',
      'München',
    ])
    expect(distances(exact.items)).toEqual([...distances(exact.items)].sort((a, b) => a - b))
  })

  it('sorts by distance, not by postcode: from Villeurbanne the Villeurbanne point comes first, then Part-Dieu', async () => {
    const result = await search({ area: { search_term: 'villeurbanne' } })
    expect(result.items.slice(0, 2).map((item: Location) => item.pickup_location_code)).toEqual([
      'PP-FR-LYS-05',
      'PP-FR-LYS-03',
    ])
  })

  it('answers an unknown place with no items and PLACE_NOT_FOUND', async () => {
    const result = await search({ area: { search_term: 'Atlantis' } })
    expect(result).toMatchObject({
      items: [],
      total_count: 0,
      search_status: 'PLACE_NOT_FOUND',
      search_origin: null,
    })
  })

  it('pages the results with pageSize and currentPage and counts them all', async () => {
    const first = await search({ area: { search_term: 'London', radius: 30 }, pageSize: 2 })
    const second = await search({ area: { search_term: 'London', radius: 30 }, pageSize: 2, currentPage: 2 })
    expect(first.items).toHaveLength(2)
    expect(first.total_count).toBe(6)
    expect(first.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 3 })
    expect(second.items[0].distance).toBeGreaterThanOrEqual(first.items[1].distance)
  })

  it('keeps to the radius and to the country filter', async () => {
    const near = await search({ area: { search_term: 'Monza', radius: 5 } })
    expect(near).toMatchObject({ search_status: 'FOUND', items: [] })
    const wide = await search({ area: { search_term: 'Monza', radius: 20 } })
    expect(wide.items.length).toBeGreaterThan(0)
    const filtered = await search({ area: { search_term: 'Lyon' }, filters: { country_id: { eq: 'DE' } } })
    expect(filtered.search_status).toBe('PLACE_NOT_FOUND')
  })

  it('prefers the store country for a postcode several countries have', async () => {
    expect((await search({ area: { search_term: '10999' } }, '/de')).search_origin.country_id).toBe('DE')
    expect((await search({ area: { search_term: '10100' } }, '/it')).search_origin).toMatchObject({
      country_id: 'IT',
      label: '10100 Torino',
    })
    expect((await search({ area: { search_term: '10100' } }, '/de')).search_origin).toMatchObject({
      country_id: 'DE',
      label: '10100 Berlin',
    })
  })

  it('lists every location of a country without a search, distance null', async () => {
    const result = await search({ filters: { country_id: { eq: 'GB' } }, pageSize: 50 })
    expect(result.search_status).toBe('NO_SEARCH')
    expect(result.total_count).toBeGreaterThanOrEqual(10)
    expect(result.items.every((item: Location) => item.country_id === 'GB' && item.distance === null)).toBe(
      true,
    )
  })

  it('refuses a page size out of range', async () => {
    const { body } = await postGraphql(app, SEARCH, { area: { search_term: 'Paris' }, pageSize: 500 })
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })

  it('limits searches per client address with 429 and Retry-After', async () => {
    const scraper = createGraphqlAgent(app, { clientIp: '203.0.113.9' })
    const shopper = createGraphqlAgent(app, { clientIp: '203.0.113.10' })
    for (let index = 0; index < 60; index++)
      expect((await scraper.query(SEARCH, { area: { search_term: 'Paris' } })).status).toBe(200)
    const refused = await scraper.query(SEARCH, { area: { search_term: 'Paris' } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await shopper.query(SEARCH, { area: { search_term: 'Paris' } })).status).toBe(200)
  })

  it('still answers pickupPoints for existing callers', async () => {
    const { body } = await postGraphql(
      app,
      '{ pickupPoints(country: "FR", postalCode: "69002", limit: 2) { id address { locality postalCode } schedule { day } } }',
    )
    expect(body.data?.pickupPoints).toHaveLength(2)
    expect(body.data?.pickupPoints[0].address).toEqual({ locality: 'Lyon', postalCode: '69002' })
  })
})
