import { describe, expect, it } from 'vitest'
import { normaliseVatNumber } from './vatNumber.ts'

describe('normaliseVatNumber', () => {
  it('accepts the shape of each country’s numbers, typed with spaces, dots or without the prefix', () => {
    expect(normaliseVatNumber('fr 65 912 345 675', 'FR')).toBe('FR65912345675')
    expect(normaliseVatNumber('DE123456789', 'DE')).toBe('DE123456789')
    expect(normaliseVatNumber('123456789', 'DE')).toBe('DE123456789')
    expect(normaliseVatNumber('IT 12345678901', 'IT')).toBe('IT12345678901')
    expect(normaliseVatNumber('EL123456789', 'GR')).toBe('EL123456789')
    expect(normaliseVatNumber('PL 526-000-12-46', 'PL')).toBe('PL5260001246')
    expect(normaliseVatNumber('NL123456789B01', 'NL')).toBe('NL123456789B01')
    expect(normaliseVatNumber('ATU12345678', 'AT')).toBe('ATU12345678')
    expect(normaliseVatNumber('GB 123 4567 89', 'GB')).toBe('GB123456789')
  })

  it('answers an empty number as none', () => {
    expect(normaliseVatNumber('  ', 'FR')).toBe('')
  })

  it('refuses another country’s prefix, the wrong length and letters where digits go', () => {
    expect(normaliseVatNumber('DE123456789', 'FR')).toBeNull()
    expect(normaliseVatNumber('GR123456789', 'GR')).toBeNull()
    expect(normaliseVatNumber('DE12345678', 'DE')).toBeNull()
    expect(normaliseVatNumber('IT1234567890A', 'IT')).toBeNull()
    expect(normaliseVatNumber('hello', 'FR')).toBeNull()
  })
})
