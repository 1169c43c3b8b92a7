import { describe, expect, it } from 'vitest'
import { normalizeRouteUrl } from './normalizeRouteUrl.ts'

describe('normalizeRouteUrl', () => {
  it('strips slashes, query, hash, origin and the store base path', () => {
    expect(normalizeRouteUrl('/homme/chaussons/', '/fr')).toBe('homme/chaussons')
    expect(normalizeRouteUrl('https://shop.example/fr/homme?page=2#top', '/fr')).toBe('homme')
    expect(normalizeRouteUrl('/fr', '/fr')).toBe('')
    expect(normalizeRouteUrl('/fruits', '/fr')).toBe('fruits')
  })

  it('decodes percent escapes and refuses what cannot be a page', () => {
    expect(normalizeRouteUrl('/caf%C3%A9', '')).toBe('café')
    expect(normalizeRouteUrl('/%E0%A4%A', '')).toBeNull()
    expect(normalizeRouteUrl('/%00', '')).toBeNull()
    expect(normalizeRouteUrl(`/${'a'.repeat(501)}`, '')).toBeNull()
  })
})
