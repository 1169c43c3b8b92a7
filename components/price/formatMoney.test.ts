import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney } from './formatMoney.ts'

// Intl separates the amount and the sign with a (narrow) no-break space; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('formats euros the way each store writes them', () => {
    expect(plain(formatMoney(12.9, 'EUR', 'fr-FR'))).toBe('12,90 €')
    expect(formatMoney(12.9, 'EUR', 'en-GB')).toBe('€12.90')
    expect(plain(formatMoney(1234.5, 'EUR', 'de-DE'))).toBe('1.234,50 €')
    expect(plain(formatMoney(12.9, 'EUR', 'it-IT'))).toBe('12,90 €')
  })
})

describe('formatDate', () => {
  it('writes dates in the store language', () => {
    expect(formatDate('2026-11-22T10:00:00Z', 'fr-FR')).toBe('22 novembre 2026')
    expect(formatDate('2026-11-22T10:00:00Z', 'en-GB')).toBe('22 November 2026')
  })
})
