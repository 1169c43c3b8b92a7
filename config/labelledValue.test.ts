import { describe, expect, it } from 'vitest'
import { labelledValue, labelWithColon } from './labelledValue.ts'
import { frenchTypographyProblems } from '../renderer/i18n/textRules.ts'

describe('a label and its value joined in code', () => {
  it('takes a narrow no-break space before the colon in French, as French typography asks', () => {
    expect(labelledValue('fr-FR', 'Couleur', 'Gris')).toBe('Couleur\u202f: Gris')
    expect(labelWithColon('fr-FR', 'Taille')).toBe('Taille\u202f:')
    expect(frenchTypographyProblems(labelledValue('fr-FR', 'Couleur', 'Gris'))).toEqual([])
  })

  it('takes none in English, German and Italian', () => {
    expect(labelledValue('en-GB', 'Colour', 'Grey')).toBe('Colour: Grey')
    expect(labelledValue('de-DE', 'Farbe', 'Grau')).toBe('Farbe: Grau')
    expect(labelWithColon('it-IT', 'Taglia')).toBe('Taglia:')
  })
})
