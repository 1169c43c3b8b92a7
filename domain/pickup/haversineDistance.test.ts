import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { EARTH_RADIUS_METRES, haversineDistance } from './haversineDistance.ts'

const PARIS = { latitude: 48.8566, longitude: 2.3522 }
const LONDON = { latitude: 51.5074, longitude: -0.1278 }
const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
})

describe('haversineDistance', () => {
  it('is zero between a point and itself', () => {
    expect(haversineDistance(PARIS, PARIS)).toBe(0)
  })

  it('measures Paris to London as about 344 km', () => {
    expect(haversineDistance(PARIS, LONDON) / 1000).toBeCloseTo(343.6, 0)
  })

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(haversineDistance({ latitude: 45, longitude: 7 }, { latitude: 46, longitude: 7 })).toBeCloseTo(
      111_195,
      -1,
    )
  })

  it('measures across the antimeridian the short way', () => {
    expect(
      haversineDistance({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 }),
    ).toBeCloseTo(111_195, -1)
  })

  it('gives half the circumference between antipodes', () => {
    expect(
      haversineDistance({ latitude: 10, longitude: 20 }, { latitude: -10, longitude: -160 }),
    ).toBeCloseTo(Math.PI * EARTH_RADIUS_METRES, 0)
  })

  it('is symmetric and never negative nor longer than half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const distance = haversineDistance(a, b)
        expect(distance).toBeGreaterThanOrEqual(0)
        expect(distance).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_METRES + 1e-6)
        expect(haversineDistance(b, a)).toBeCloseTo(distance, 6)
      }),
    )
  })
})
