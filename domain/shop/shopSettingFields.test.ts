import { describe, expect, it } from 'vitest'
import { isPhoneNumber, isVatIdOf, openingSlotsText, parseOpeningSlots } from './shopSettingFields.ts'

describe('isVatIdOf', () => {
  it('accepts each country’s own format, spaces and dots ignored', () => {
    expect(isVatIdOf('FR65912345675', 'FR')).toBe(true)
    expect(isVatIdOf('FR 65 912 345 675', 'FR')).toBe(true)
    expect(isVatIdOf('DE123456789', 'DE')).toBe(true)
    expect(isVatIdOf('ATU12345678', 'AT')).toBe(true)
    expect(isVatIdOf('IT12345678901', 'IT')).toBe(true)
    expect(isVatIdOf('EL123456789', 'GR')).toBe(true)
    expect(isVatIdOf('CHE-123.456.789 MWST', 'CH')).toBe(true)
    expect(isVatIdOf('NL123456789B01', 'NL')).toBe(true)
  })

  it('refuses another country’s prefix, a wrong length or a wrong shape', () => {
    expect(isVatIdOf('DE123456789', 'FR')).toBe(false)
    expect(isVatIdOf('FR6591234567', 'FR')).toBe(false)
    expect(isVatIdOf('DE12345678', 'DE')).toBe(false)
    expect(isVatIdOf('AT12345678', 'AT')).toBe(false)
    expect(isVatIdOf('GR123456789', 'GR')).toBe(false)
    expect(isVatIdOf('NL123456789C01', 'NL')).toBe(false)
  })
})

describe('isPhoneNumber', () => {
  it('wants the international form with 8 to 15 digits', () => {
    expect(isPhoneNumber('+33 3 29 60 12 34')).toBe(true)
    expect(isPhoneNumber('+49 30 1234 5678')).toBe(true)
    expect(isPhoneNumber('03 29 60 12 34')).toBe(false)
    expect(isPhoneNumber('+33 12')).toBe(false)
    expect(isPhoneNumber('+33 1234 5678 9012 345')).toBe(false)
  })
})

describe('parseOpeningSlots', () => {
  it('reads slots in order, and an empty day as closed', () => {
    expect(parseOpeningSlots('09:00-12:30, 13:30-18:00')).toEqual([
      { from: '09:00', to: '12:30' },
      { from: '13:30', to: '18:00' },
    ])
    expect(parseOpeningSlots('  ')).toEqual([])
    expect(parseOpeningSlots('10:00 – 24:00')).toEqual([{ from: '10:00', to: '24:00' }])
  })

  it('refuses a slot ending before it starts, overlapping slots and other writings', () => {
    expect(parseOpeningSlots('18:00-09:00')).toBeNull()
    expect(parseOpeningSlots('09:00-12:30, 12:00-18:00')).toBeNull()
    expect(parseOpeningSlots('9h-18h')).toBeNull()
    expect(parseOpeningSlots('09:00-24:30')).toBeNull()
  })

  it('writes back what it read', () => {
    const text = '09:00-12:30, 13:30-18:00'
    expect(openingSlotsText(parseOpeningSlots(text)!)).toBe(text)
  })
})
