import { describe, expect, it } from 'vitest'
import { PageCache, isCacheable, type RenderedPublicPage } from './pageCache.ts'
import { createMemoryPageStore } from './memoryPageStore.ts'

const page = (body: string, overrides: Partial<RenderedPublicPage> = {}): RenderedPublicPage => ({
  statusCode: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' },
  body: Buffer.from(body),
  tags: ['all', 'product:SL-1'],
  ...overrides,
})

function cacheAt(clock: { now: number }, ttlMs = 1000, staleMs = 0) {
  return new PageCache({
    store: createMemoryPageStore(10_000_000),
    ttlMs,
    staleMs,
    onError: (error) => {
      throw error
    },
    now: () => clock.now,
  })
}

describe('isCacheable', () => {
  it('keeps 200, 301, 308 and 404 only', () => {
    for (const statusCode of [200, 301, 308, 404]) expect(isCacheable(page('x', { statusCode }))).toBe(true)
    for (const statusCode of [302, 410, 422, 500, 503])
      expect(isCacheable(page('x', { statusCode }))).toBe(false)
  })

  it('refuses private, no-store and anything setting a cookie', () => {
    expect(isCacheable(page('x', { headers: { 'cache-control': 'private, no-store' } }))).toBe(false)
    expect(isCacheable(page('x', { headers: { 'cache-control': 'no-store' } }))).toBe(false)
    expect(isCacheable(page('x', { headers: { 'cache-control': 'public', 'set-cookie': 'sid=1' } }))).toBe(
      false,
    )
  })
})

describe('PageCache', () => {
  it('renders once, then serves the kept page until it expires', async () => {
    const clock = { now: 0 }
    const cache = cacheAt(clock)
    let renders = 0
    const render = async () => page(`render ${++renders}`)
    expect(
      (await cache.serve('k', render)).kind === 'cached' && (await cache.serve('k', render)),
    ).toMatchObject({ status: 'HIT' })
    clock.now = 1500
    const expired = await cache.serve('k', render)
    expect(expired).toMatchObject({ status: 'MISS' })
    expect(renders).toBe(2)
  })

  it('never keeps a response with a cookie or marked private', async () => {
    const cache = cacheAt({ now: 0 })
    let renders = 0
    const withCookie = async () =>
      page(`render ${++renders}`, { headers: { 'cache-control': 'public', 'set-cookie': 'sid=abc' } })
    expect(await cache.serve('cookie', withCookie)).toMatchObject({ kind: 'uncacheable' })
    expect(await cache.serve('cookie', withCookie)).toMatchObject({ kind: 'uncacheable' })
    const privatePage = async () =>
      page(`render ${++renders}`, { headers: { 'cache-control': 'private, no-store' } })
    await cache.serve('private', privatePage)
    await cache.serve('private', privatePage)
    expect(renders).toBe(4)
  })

  it('gives each waiting request its own render when the shared one may not be kept (no cookie shared)', async () => {
    const cache = cacheAt({ now: 0 })
    let renders = 0
    const render = async () => {
      renders += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return page('x', { headers: { 'set-cookie': `sid=${renders}` } })
    }
    const answers = await Promise.all([cache.serve('k', render), cache.serve('k', render)])
    expect(
      answers.map((answer) => answer.kind === 'uncacheable' && answer.rendered.headers['set-cookie']),
    ).toEqual(['sid=1', 'sid=2'])
  })

  it('makes 50 concurrent misses wait for one render', async () => {
    const cache = cacheAt({ now: 0 })
    let renders = 0
    const render = async () => {
      renders += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return page('popular')
    }
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.serve('k', render)))
    expect(renders).toBe(1)
    expect(answers.filter((answer) => answer.kind === 'cached' && answer.status === 'MISS')).toHaveLength(1)
  })

  it('serves a stale page while one render refreshes it', async () => {
    const clock = { now: 0 }
    const cache = cacheAt(clock, 1000, 5000)
    let renders = 0
    const render = async () => page(`render ${++renders}`)
    await cache.serve('k', render)
    clock.now = 2000
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.serve('k', render)))
    expect(answers.every((answer) => answer.kind === 'cached' && answer.status === 'STALE')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(renders).toBe(2)
    const fresh = await cache.serve('k', render)
    expect(fresh.kind === 'cached' && fresh.page.bodies.identity.toString()).toBe('render 2')
  })

  it('drops purged pages, and does not keep a render that overlapped the purge', async () => {
    const cache = cacheAt({ now: 0 })
    await cache.serve('k', async () => page('before'))
    await cache.purgeTags(['product:SL-1'])
    let release: () => void = () => {}
    const slow = cache.serve(
      'k',
      () =>
        new Promise<RenderedPublicPage>((resolve) => {
          release = () => resolve(page('rendered during purge'))
        }),
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    await cache.purgeTags(['product:SL-1'])
    release()
    expect(await slow).toMatchObject({ status: 'MISS' })
    expect(await cache.serve('k', async () => page('after'))).toMatchObject({ status: 'MISS' })
  })
})
