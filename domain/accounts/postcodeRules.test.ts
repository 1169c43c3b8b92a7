import { describe, expect, it } from 'vitest'
import { isValidPostcode, normalizePostcode } from './postcodeRules.ts'

describe('postal codes', () => {
  it('accepts each country’s own format', () => {
    expect(isValidPostcode('FR', normalizePostcode(' 75011 '))).toBe(true)
    expect(isValidPostcode('DE', '10115')).toBe(true)
    expect(isValidPostcode('GB', normalizePostcode('sw1a  1aa'))).toBe(true)
    expect(isValidPostcode('GB', normalizePostcode('M1 1AE'))).toBe(true)
    expect(isValidPostcode('NL', normalizePostcode('1012 ab'))).toBe(true)
    expect(isValidPostcode('LU', normalizePostcode('L-1009'))).toBe(true)
  })
  it('refuses another country’s format', () => {
    expect(isValidPostcode('FR', '7501')).toBe(false)
    expect(isValidPostcode('BE', '75011')).toBe(false)
    expect(isValidPostcode('GB', '75011')).toBe(false)
    expect(isValidPostcode('IT', '')).toBe(false)
  })
})
