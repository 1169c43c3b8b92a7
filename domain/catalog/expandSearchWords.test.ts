import { describe, expect, it } from 'vitest'
import {
  allOf,
  coreAlternatives,
  expandSearchWords,
  lexemesOf,
  rankQueriesOf,
  unitQuery,
  withAlternatives,
  type SynonymTerm,
} from './expandSearchWords.ts'

const SYNONYMS: SynonymTerm[] = [
  { setId: 1, query: "'chausson'", isNarrower: false },
  { setId: 1, query: "'pantoufl'", isNarrower: false },
  { setId: 1, query: "'mul'", isNarrower: true },
  { setId: 2, query: "'peignoir'", isNarrower: false },
  { setId: 2, query: "'rob' & 'chambr'", isNarrower: false },
  { setId: 3, query: "'mul'", isNarrower: false },
  { setId: 3, query: "'claquet'", isNarrower: false },
]

const word = (text: string, query: string) => ({ word: text, query })

describe('expandSearchWords', () => {
  it('widens a word with every term of the sets it is a term of, once', () => {
    const units = expandSearchWords([word('pantoufle', "'pantoufl'"), word('rouge', "'roug'")], SYNONYMS)
    expect(units).toEqual([
      { words: ['pantoufle'], alternatives: ["'pantoufl'", "'chausson'", "'mul'"] },
      { words: ['rouge'], alternatives: ["'roug':*"] },
    ])
  })

  it('leaves out an alternative that another one already finds', () => {
    const synonyms = [
      ...SYNONYMS,
      { setId: 1, query: "'chausson' & 'mont'", isNarrower: true },
      { setId: 1, query: "'pantoufl' & 'laine'", isNarrower: true },
    ]
    const [unit] = expandSearchWords([word('chausson', "'chausson'")], synonyms)
    expect(unit?.alternatives).toEqual(["'chausson':*", "'pantoufl'", "'mul'"])
  })

  it('does not widen a narrower term to its set', () => {
    const [unit] = expandSearchWords([word('mules', "'mul'"), word('noires', "'noir'")], SYNONYMS)
    expect(unit?.alternatives).toEqual(["'mul'", "'claquet'"])
  })

  it('reads a synonym phrase as one unit, skipping stop words', () => {
    const units = expandSearchWords(
      [word('robe', "'rob'"), word('de', ''), word('chambre', "'chambr'")],
      SYNONYMS,
    )
    expect(units).toEqual([{ words: ['robe', 'chambre'], alternatives: ["'rob' & 'chambr'", "'peignoir'"] }])
  })

  it('matches the last word as a prefix too, as the shopper may still be typing', () => {
    expect(expandSearchWords([word('chauss', "'chauss'")], SYNONYMS)).toEqual([
      { words: ['chauss'], alternatives: ["'chauss':*"] },
    ])
    expect(expandSearchWords([word('de', '')], SYNONYMS)).toEqual([])
  })

  it('keeps only the alternatives that can match, or all when none can', () => {
    const unit = { words: ['pantoufle'], alternatives: ["'pantoufl'", "'chausson'", "'mul'"] }
    expect(withAlternatives(unit, ["'chausson'", "'mul'"]).alternatives).toEqual(["'chausson'", "'mul'"])
    expect(withAlternatives(unit, [])).toBe(unit)
  })

  it('joins the alternatives of a unit with OR and the units with AND', () => {
    const units = [
      { words: ['a'], alternatives: ["'a'"] },
      { words: ['b'], alternatives: ["'b'", "'c' & 'd'"] },
    ]
    expect(unitQuery(units[1]!)).toBe("('b') | ('c' & 'd')")
    expect(allOf(units)).toBe("('a') & (('b') | ('c' & 'd'))")
    expect(allOf([])).toBe('')
  })

  it('reads the lexemes of a query, with prefixes and quotes', () => {
    expect(lexemesOf("'dress' & 'gown':*")).toEqual([
      { lexeme: 'dress', prefix: false },
      { lexeme: 'gown', prefix: true },
    ])
    expect(lexemesOf("'l''or'")).toEqual([{ lexeme: "l'or", prefix: false }])
  })
})

describe('rankQueriesOf', () => {
  it('ranks a word by itself and its equivalents, not by the narrower kinds it finds', () => {
    const [unit] = expandSearchWords([word('pantoufle', "'pantoufl'")], SYNONYMS)
    expect(unit!.alternatives).toContain("'mul'")
    expect(coreAlternatives(unit!, SYNONYMS)).toEqual(["'pantoufl':*", "'chausson'"])
    expect(rankQueriesOf([unit!], SYNONYMS)).toEqual(["('pantoufl':*) | ('chausson')"])
  })

  it('keeps a word that is a narrower kind elsewhere when the search names it, one query per part of the search', () => {
    const units = expandSearchWords([word('mules', "'mul'"), word('peignoir', "'peignoir'")], SYNONYMS)
    expect(rankQueriesOf(units, SYNONYMS)).toEqual([
      "('mul') | ('claquet')",
      "('peignoir':*) | ('rob' & 'chambr')",
    ])
  })

  it('ranks by all alternatives when every one is a narrower kind', () => {
    expect(
      coreAlternatives({ words: ['x'], alternatives: ["'mul'"] }, [
        { setId: 1, query: "'mul'", isNarrower: true },
      ]),
    ).toEqual(["'mul'"])
  })
})
