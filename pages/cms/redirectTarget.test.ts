import { describe, expect, it } from 'vitest'
import { redirectTarget } from './redirectTarget.ts'

describe('redirectTarget', () => {
  it('sends absolute http(s) targets to the full URL', () => {
    expect(redirectTarget('https://example.com/sale', 302)).toEqual({
      location: 'https://example.com/sale',
      statusCode: 302,
    })
  })
  it('adds the leading slash to internal targets and defaults to a permanent redirect', () => {
    expect(redirectTarget('femme/chaussons', null)).toEqual({ location: '/femme/chaussons', statusCode: 301 })
    expect(redirectTarget('/femme', 307)).toEqual({ location: '/femme', statusCode: 302 })
  })
  it('ignores a redirect type that is not a redirect status', () => {
    expect(redirectTarget('/x', 200).statusCode).toBe(301)
  })
})
