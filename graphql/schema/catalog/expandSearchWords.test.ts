import { describe, expect, it } from 'vitest'
import { allOf, expandSearchWords, lexemesOf, type SynonymTerm } from './expandSearchWords.ts'

const SYNONYMS: SynonymTerm[] = [
  { setId: 1, query: "'chausson'", isNarrower: false },
  { setId: 1, query: "'pantoufl'", isNarrower: false },
  { setId: 1, query: "'mul'", isNarrower: true },
  { setId: 2, query: "'peignoir'", isNarrower: false },
  { setId: 2, query: "'rob' <2> 'chambr'", isNarrower: false },
  { setId: 3, query: "'mul'", isNarrower: false },
  { setId: 3, query: "'claquet'", isNarrower: false },
]

const word = (text: string, query: string) => ({ word: text, query })

describe('expandSearchWords', () => {
  it('widens a word with every term of the sets it is a term of, once', () => {
    const units = expandSearchWords([word('pantoufle', "'pantoufl'"), word('rouge', "'roug'")], SYNONYMS)
    expect(units).toEqual([
      { words: ['pantoufle'], query: "('pantoufl') | ('chausson') | ('mul')" },
      { words: ['rouge'], query: "'roug':*" },
    ])
  })

  it('does not widen a narrower term to its set', () => {
    const [unit] = expandSearchWords([word('mules', "'mul'"), word('noires', "'noir'")], SYNONYMS)
    expect(unit?.query).toBe("('mul') | ('claquet')")
  })

  it('reads a synonym phrase as one unit, skipping stop words', () => {
    const units = expandSearchWords([word('robe', "'rob'"), word('de', ''), word('chambre', "'chambr'")], SYNONYMS)
    expect(units).toEqual([{ words: ['robe', 'chambre'], query: "('rob' <2> 'chambr') | ('peignoir')" }])
  })

  it('matches the last word as a prefix too, as the shopper may still be typing', () => {
    expect(expandSearchWords([word('chauss', "'chauss'")], SYNONYMS)).toEqual([{ words: ['chauss'], query: "'chauss':*" }])
    expect(expandSearchWords([word('de', '')], SYNONYMS)).toEqual([])
  })

  it('joins units so that each must match', () => {
    expect(allOf([{ words: ['a'], query: "'a'" }, { words: ['b'], query: "'b' | 'c'" }])).toBe("('a') & ('b' | 'c')")
    expect(allOf([])).toBe('')
  })

  it('reads the lexemes of a query, quotes included', () => {
    expect(lexemesOf("'dress' <-> 'gown'")).toEqual(['dress', 'gown'])
    expect(lexemesOf("'l''or'")).toEqual(["l'or"])
  })
})
