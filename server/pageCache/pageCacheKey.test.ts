import { describe, expect, it } from 'vitest'
import { normaliseSearch, pageCacheKey } from './pageCacheKey.ts'

describe('normaliseSearch', () => {
  it('drops utm_* and click identifiers', () => {
    expect(normaliseSearch('?utm_source=news&gclid=abc&fbclid=x&msclkid=y&UTM_MEDIUM=mail&page=2')).toBe(
      '?page=2',
    )
  })

  it('answers an empty string when nothing is left', () => {
    expect(normaliseSearch('?utm_campaign=spring')).toBe('')
    expect(normaliseSearch('')).toBe('')
  })

  it('sorts parameters by name then value, so a listing filter set has one key', () => {
    expect(normaliseSearch('?size=42&color=red&color=blue')).toBe(
      normaliseSearch('?color=blue&size=42&color=red'),
    )
    expect(normaliseSearch('?size=42&color=red&color=blue')).toBe('?color=blue&color=red&size=42')
  })

  it('keeps the same encoding for equal values', () => {
    expect(normaliseSearch('?q=pantoufle%20rouge')).toBe(normaliseSearch('?q=pantoufle+rouge'))
  })
})

describe('pageCacheKey', () => {
  it('names the store, the path and the normalised query', () => {
    expect(pageCacheKey('b2c_fr', '/product/SL-1', '?utm_source=x&b=2&a=1')).toBe(
      'b2c_fr /product/SL-1?a=1&b=2',
    )
  })

  it('tells stores apart', () => {
    expect(pageCacheKey('b2c_fr', '/', '')).not.toBe(pageCacheKey('b2c_de', '/', ''))
  })
})
