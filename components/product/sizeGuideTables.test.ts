import { describe, expect, it } from 'vitest'
import { localizeCell } from './sizeGuideTables.ts'

describe('size table cells', () => {
  it('take the decimal comma in French, German and Italian, and keep the point in English', () => {
    expect(localizeCell('24.7–26.7', 'de-DE')).toBe('24,7–26,7')
    expect(localizeCell('25.3', 'fr-FR')).toBe('25,3')
    expect(localizeCell('25.3', 'it-IT')).toBe('25,3')
    expect(localizeCell('25.3', 'en-GB')).toBe('25.3')
  })

  it('leave sizes and ranges without decimals alone', () => {
    expect(localizeCell('39-42', 'de-DE')).toBe('39-42')
    expect(localizeCell('XXL', 'fr-FR')).toBe('XXL')
  })
})
