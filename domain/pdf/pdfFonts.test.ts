import { describe, expect, it } from 'vitest'
import { MISSING_GLYPH, loadPdfFonts } from './pdfFonts.ts'

const { text: pdfFontText } = await loadPdfFonts()

describe('pdfFontText', () => {
  it('keeps Polish, Czech, Greek and Bulgarian letters as they are', () => {
    for (const text of [
      'Łódź, ul. Piotrkowska 12',
      'Žluťoučký kůň, Brno',
      'Ελένη Παπαδοπούλου, Θεσσαλονίκη',
      'Пловдив, ул. Христо Ботев',
    ])
      expect(pdfFontText(text)).toBe(text)
  })

  it('prints one visible box for each emoji or character the font lacks, never other letters', () => {
    expect(pdfFontText('Anna 😀 Kowalska')).toBe(`Anna ${MISSING_GLYPH} Kowalska`)
    expect(pdfFontText('👩‍👩‍👧 東京')).toBe(`${MISSING_GLYPH} ${MISSING_GLYPH}${MISSING_GLYPH}`)
  })
})
