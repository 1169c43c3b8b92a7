import { randomBytes } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  brotliWindowBitsFor,
  chooseEncoding,
  etagOf,
  makeCachedPage,
  matchesIfNoneMatch,
} from './cachedPage.ts'

describe('makeCachedPage', () => {
  it('keeps the body in brotli and gzip too, and only the headers a page owns', async () => {
    const body = '<!doctype html><p>pantoufles</p>'.repeat(100)
    const page = await makeCachedPage({
      statusCode: 200,
      headers: {
        'content-type': 'text/html',
        'cache-control': 'public',
        'set-cookie': 'x=1',
        'x-other': '1',
      },
      body: Buffer.from(body),
      tags: ['b', 'a', 'b'],
    })
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(body)
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(body)
    expect(page.headers).toEqual({ 'content-type': 'text/html', 'cache-control': 'public' })
    expect(page.tags).toEqual(['a', 'b'])
  })

  it('compresses with the smallest brotli window that holds the page, as well as the default window', async () => {
    expect(brotliWindowBitsFor(100)).toBe(10)
    expect(brotliWindowBitsFor(107_348)).toBe(17)
    expect(brotliWindowBitsFor(131_056)).toBe(17)
    expect(brotliWindowBitsFor(131_057)).toBe(18)
    expect(brotliWindowBitsFor(1e9)).toBe(24)
    // A page that repeats itself across its whole length: a window too small would miss the repeats.
    const half = randomBytes(40_000).toString('base64')
    const body = `<main>${half}</main><footer>${half}</footer>`
    const page = await makeCachedPage({ statusCode: 200, headers: {}, body: Buffer.from(body), tags: [] })
    const withDefaultWindow = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    const withTooSmallWindow = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 15 },
    })
    // The encoders' block choices may differ by a few bytes on random input; missing the repeat costs half the page.
    expect(page.bodies.br.byteLength).toBeLessThanOrEqual(withDefaultWindow.byteLength + 16)
    expect(page.bodies.br.byteLength).toBeLessThan(withTooSmallWindow.byteLength * 0.6)
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(body)
  })

  it('answers If-None-Match with any coding’s ETag, weak or strong', async () => {
    const page = await makeCachedPage({ statusCode: 200, headers: {}, body: Buffer.from('x'), tags: [] })
    expect(matchesIfNoneMatch(page, etagOf(page, 'br'))).toBe(true)
    expect(matchesIfNoneMatch(page, `"nope", W/${etagOf(page, 'identity')}`)).toBe(true)
    expect(matchesIfNoneMatch(page, '"nope"')).toBe(false)
    expect(matchesIfNoneMatch(page, undefined)).toBe(false)
  })
})

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as the client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('deflate')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
  })
})
