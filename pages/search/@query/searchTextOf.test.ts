import { describe, expect, it } from 'vitest'
import { searchTextOf } from './searchTextOf.ts'

describe('searchTextOf', () => {
  it('decodes reserved characters the router leaves escaped', () => {
    expect(searchTextOf('/search/a%2Fb', 'a%2Fb')).toBe('a/b')
    expect(searchTextOf('/search/50%25%20off%3F?page=2', '')).toBe('50% off?')
  })

  it('keeps the router reading of a segment that is not valid percent-encoding', () => {
    expect(searchTextOf('/search/100%', '100%')).toBe('100%')
  })

  it('cuts the text to 200 characters without leaving half a surrogate pair', () => {
    expect(searchTextOf(`/search/${'a'.repeat(250)}`, '')).toBe('a'.repeat(200))
    expect(searchTextOf(`/search/${encodeURIComponent(`${'a'.repeat(199)}😀`)}`, '')).toBe('a'.repeat(199))
  })
})
