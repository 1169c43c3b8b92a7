import { describe, expect, it } from 'vitest'
import { geocodePlace, normalizePlaceName } from './geocodePlace.ts'
import { PLACES, POSTCODES } from './placeCentroids.ts'
import { haversineDistance } from './haversineDistance.ts'
import { buildPickupPoints } from '../../db/seed/pickupPoints.ts'

const ALL = ['FR', 'DE', 'GB', 'IT'] as const

describe('normalizePlaceName', () => {
  it('ignores accents, case, ß, hyphens and the St. abbreviation', () => {
    expect(normalizePlaceName('  Vénissieux ')).toBe('venissieux')
    expect(normalizePlaceName('MÜNCHEN')).toBe('munchen')
    expect(normalizePlaceName('Schloßstraße')).toBe('schlossstrasse')
    expect(normalizePlaceName('St. Denis')).toBe(normalizePlaceName('Saint-Denis'))
  })
})

describe('geocodePlace', () => {
  it('finds a town by its name, its accents and case ignored', () => {
    expect(geocodePlace('münchen', ALL)).toMatchObject({ country: 'DE', label: 'München' })
    expect(geocodePlace('Munchen', ALL)).toMatchObject({ country: 'DE', label: 'München' })
    expect(geocodePlace('VENISSIEUX', ALL)).toMatchObject({ country: 'FR', label: 'Vénissieux' })
  })

  it('finds a town under its name in another language', () => {
    expect(geocodePlace('Munich', ALL)?.label).toBe('München')
    expect(geocodePlace('Londres', ALL)?.label).toBe('London')
    expect(geocodePlace('Mailand', ALL)?.label).toBe('Milano')
  })

  it('finds a postcode district, with or without the space of British codes', () => {
    expect(geocodePlace('69002', ALL)).toMatchObject({ country: 'FR', label: '69002 Lyon' })
    expect(geocodePlace('ec1v 1jn', ALL)).toMatchObject({ country: 'GB', label: 'EC1V 1JN London' })
    expect(geocodePlace('EC1V1JN', ALL)?.country).toBe('GB')
  })

  it('falls back to the area of an unknown code of a known area', () => {
    expect(geocodePlace('75020', ['FR'])).toMatchObject({ label: '75020 Paris' })
    expect(geocodePlace('M14 5AB', ALL)).toMatchObject({ country: 'GB', label: 'M14 5AB Manchester' })
  })

  it('prefers a whole district of any country to an area, then the preferred country', () => {
    expect(geocodePlace('20121', ['DE', 'FR', 'GB', 'IT'])).toMatchObject({
      country: 'IT',
      label: '20121 Milano',
    })
    expect(geocodePlace('10000', ['IT', 'DE'])).toMatchObject({ country: 'IT', label: '10000 Torino' })
    expect(geocodePlace('10000', ['DE', 'IT'])).toMatchObject({ country: 'DE', label: '10000 Berlin' })
  })

  it('only looks in the given countries', () => {
    expect(geocodePlace('Lyon', ['DE', 'IT'])).toBeNull()
  })

  it('reads a postcode followed or preceded by its town', () => {
    expect(geocodePlace('69100 Villeurbanne', ALL)?.label).toBe('69100 Villeurbanne')
    expect(geocodePlace('Milano 20124', ALL)?.label).toBe('20124 Milano')
  })

  it('answers null for an unknown place or an empty term', () => {
    expect(geocodePlace('Atlantis', ALL)).toBeNull()
    expect(geocodePlace('99999', ALL)).toBeNull()
    expect(geocodePlace('   ', ALL)).toBeNull()
  })

  it('has a centre in the country of every entry of its table', () => {
    const bounds = {
      FR: [41, 51.5, -5.5, 10],
      DE: [47, 55.5, 5.5, 15.5],
      GB: [49.5, 61, -8.5, 2],
      IT: [36, 47.5, 6.5, 19],
    }
    for (const entry of [...PLACES, ...POSTCODES]) {
      const [south, north, west, east] = bounds[entry.country]
      expect(entry.latitude, entry.name).toBeGreaterThan(south!)
      expect(entry.latitude, entry.name).toBeLessThan(north!)
      expect(entry.longitude, entry.name).toBeGreaterThan(west!)
      expect(entry.longitude, entry.name).toBeLessThan(east!)
    }
  })

  it('places every seeded pickup point within 3 km of its postcode centre and 10 km of its town centre', () => {
    for (const point of buildPickupPoints()) {
      const country = point.country as (typeof ALL)[number]
      for (const [term, metres] of [
        [point.postal_code, 3000],
        [point.locality, 10_000],
      ] as const) {
        const place = geocodePlace(term, [country])
        expect(place, term).not.toBeNull()
        expect(haversineDistance(place!, point), `${point.id} from ${term}`).toBeLessThan(metres)
      }
    }
  })
})
