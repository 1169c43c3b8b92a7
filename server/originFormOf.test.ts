import { describe, expect, it } from 'vitest'
import { originFormOf } from './originFormOf.ts'

describe('originFormOf', () => {
  it('leaves an origin-form target alone', () => {
    const request = { url: '/en/search/a%2Fb?page=2', headers: { host: 'localhost:3000' } }
    expect(originFormOf(request)).toBe('/en/search/a%2Fb?page=2')
    expect(request.headers.host).toBe('localhost:3000')
  })

  it('turns an absolute-form target into its path and query, taking its host', () => {
    const request = { url: 'http://shop.example.de/produkt/x?farbe=rot', headers: { host: 'proxy.internal' } }
    expect(originFormOf(request)).toBe('/produkt/x?farbe=rot')
    expect(request.headers.host).toBe('shop.example.de')
  })

  it('leaves a target that is not a valid URL to the router', () => {
    expect(originFormOf({ url: 'http://[bad/en/', headers: {} })).toBe('http://[bad/en/')
  })
})
