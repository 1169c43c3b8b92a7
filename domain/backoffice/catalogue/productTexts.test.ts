import { describe, expect, it } from 'vitest'
import { checkProductTexts, type ProductTexts } from './productTexts.ts'

const blank: ProductTexts = { name: '', description: '', urlKey: '', metaTitle: '', metaDescription: '' }
const written: ProductTexts = {
  name: ' Chausson Laine ',
  description: 'Doux.',
  urlKey: 'chausson-laine',
  metaTitle: '',
  metaDescription: '',
}

describe('checkProductTexts', () => {
  it('keeps a language without translation untouched when left blank, trims the others', () => {
    const { texts, errors } = checkProductTexts(
      { fr: written, de: blank, en: blank, it: blank },
      new Set(['fr']),
    )
    expect(errors).toEqual({})
    expect(Object.keys(texts)).toEqual(['fr'])
    expect(texts.fr?.name).toBe('Chausson Laine')
  })

  it('asks a translated language for its name and URL key, and a URL key of letters, digits and dashes', () => {
    const { errors } = checkProductTexts(
      {
        fr: { ...written, name: '  ' },
        de: { ...blank, description: 'Warm.' },
        en: { ...written, urlKey: 'Wool Slipper' },
        it: { ...written, urlKey: 'pantofola--lana' },
      },
      new Set(['fr', 'en', 'it']),
    )
    expect(errors).toEqual({
      'fr.name': 'REQUIRED',
      'de.name': 'REQUIRED',
      'de.urlKey': 'REQUIRED',
      'en.urlKey': 'INVALID_URL_KEY',
      'it.urlKey': 'INVALID_URL_KEY',
    })
  })

  it('refuses a value over its length limit', () => {
    const { errors } = checkProductTexts(
      { fr: { ...written, metaTitle: 'x'.repeat(256) }, de: blank, en: blank, it: blank },
      new Set(['fr']),
    )
    expect(errors).toEqual({ 'fr.metaTitle': 'TOO_LONG' })
  })
})
