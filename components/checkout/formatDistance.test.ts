import { describe, expect, it } from 'vitest'
import { formatDistance } from './formatDistance.ts'

describe('formatDistance', () => {
  it('writes short distances in metres, to the nearest 10', () => {
    expect(formatDistance('en-GB', 444)).toBe('440 m')
    expect(formatDistance('en-GB', 3)).toBe('10 m')
  })

  it('writes kilometres with one decimal below 10 km, as each store writes decimals', () => {
    expect(formatDistance('en-GB', 1234)).toBe('1.2 km')
    expect(formatDistance('de-DE', 1234)).toBe('1,2 km')
    expect(formatDistance('fr-FR', 1234)).toBe('1,2\u202fkm')
    expect(formatDistance('it-IT', 9990)).toBe('10 km')
  })

  it('writes whole kilometres from 10 km', () => {
    expect(formatDistance('en-GB', 12_345)).toBe('12 km')
    expect(formatDistance('de-DE', 1_234_567)).toBe('1.235 km')
  })
})
