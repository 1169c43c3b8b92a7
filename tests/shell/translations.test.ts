import { describe, expect, it } from 'vitest'
import { readCatalog } from '../helpers/catalogs.ts'

const LOCALES = ['en-GB', 'fr-FR', 'de-DE', 'it-IT'] as const

/** Argument names (`{name}`, `{count, plural, …}`) and tags (`<0>`) of a message; plural branch texts are free. */
function placeholders(text: string): string[] {
  const argumentsUsed = [
    ...text.matchAll(/(?<!\b(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)\s*[,}]/g),
  ].map((match) => `{${match[1]}}`)
  const tags = [...text.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0])
  return [...argumentsUsed, ...tags].sort()
}

describe('translation catalogues', () => {
  const english = readCatalog('en-GB')

  it('has messages to translate', () => {
    expect(english.size).toBeGreaterThan(50)
  })

  it.each(LOCALES)('translates every message in %s, keeping its placeholders', (locale) => {
    const catalog = readCatalog(locale)
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort())
    const missing = [...catalog]
      .filter(([, translation]) => translation.trim() === '')
      .map(([source]) => source)
    expect(missing).toEqual([])
    for (const [source, translation] of catalog)
      expect(placeholders(translation), source).toEqual(placeholders(source))
  })

  it('uses the French titles the specification gives', () => {
    const french = readCatalog('fr-FR')
    expect(french.get('503 - Currently unavailable')).toBe('503 - Actuellement indisponible')
    expect(french.get('You are offline')).toBe('Vous êtes hors ligne')
  })
})
