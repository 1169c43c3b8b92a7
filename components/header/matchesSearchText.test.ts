import { describe, expect, it } from 'vitest'
import { matchesSearchText } from './matchesSearchText.ts'

describe('matchesSearchText', () => {
  it('matches when every typed word begins a word of the name, ignoring case and accents', () => {
    expect(matchesSearchText('Slippers men', 'slip')).toBe(true)
    expect(matchesSearchText('Slippers men', 'MEN slippers')).toBe(true)
    expect(matchesSearchText('Vêtements femme', 'vetem')).toBe(true)
    expect(matchesSearchText('Hüttenschuhe', 'hutten')).toBe(true)
  })

  it('does not match inside a word, as the search would not find it either', () => {
    expect(matchesSearchText('Women', 'men')).toBe(false)
    expect(matchesSearchText('Slippers men', 'ippers')).toBe(false)
    expect(matchesSearchText('Slippers men', 'slippers kids')).toBe(false)
    expect(matchesSearchText('Slippers men', ' ')).toBe(false)
  })
})
