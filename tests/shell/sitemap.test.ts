import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('sitemap.xml and robots.txt', () => {
  it('lists the home, categories, products and content pages of each store under its own base URL', async () => {
    const french = await server.app.inject({ url: '/fr/sitemap.xml' })
    expect(french.statusCode).toBe(200)
    expect(french.headers['content-type']).toMatch(/^application\/xml/)
    const locations = [...french.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
    expect(locations[0]).toBe('http://localhost:3000/fr/')
    expect(locations.length).toBeGreaterThan(100)
    expect(locations.every((location) => location.startsWith('http://localhost:3000/fr/'))).toBe(true)
    expect(french.body).toContain('<image:image>')
    expect(french.body).toMatch(
      /<changefreq>(daily|weekly|monthly)<\/changefreq><priority>\d\.\d<\/priority>/,
    )
    const german = await server.app.inject({ url: '/de/sitemap.xml' })
    expect(german.body).toContain('<loc>http://localhost:3000/de/</loc>')
    expect(german.body).not.toContain('/fr/')
  })

  it('lists only page and image URLs that answer 200, in every store', async () => {
    const entries: SitemapEntry[] = []
    for (const base of ['fr', 'de', 'en', 'it']) {
      const sitemap = await server.app.inject({ url: `/${base}/sitemap.xml` })
      entries.push(...sitemapEntries(base, sitemap.body))
    }
    expect(entries.some((entry) => entry.kind === 'picture' && entry.location.includes('/media/'))).toBe(true)
    const sample = sampleEachKind(entries)
    expect(sample.length).toBeGreaterThan(150)
    const failures: string[] = []
    for (const location of sample) {
      const { pathname, search } = new URL(location.replaceAll('&amp;', '&'))
      const response = await server.app.inject({ url: pathname + search })
      if (response.statusCode !== 200) failures.push(`${response.statusCode} ${location}`)
    }
    expect(failures).toEqual([])
  }, 300_000)

  it('lists every sitemap in robots.txt and keeps per-shopper pages out', async () => {
    const robots = await server.app.inject({ url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    for (const base of ['fr', 'de', 'en', 'it']) {
      expect(robots.body).toContain(`Sitemap: http://localhost:3000/${base}/sitemap.xml`)
      expect(robots.body).toContain(`Disallow: /${base}/checkout/`)
    }
  })
})

/** A URL of a sitemap, with its store and kind (the priority tells home, category, product and content page apart). */
interface SitemapEntry {
  store: string
  kind: string
  location: string
}

function sitemapEntries(store: string, xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].flatMap(([, block = '']) => {
    const page = /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? ''
    const priority = /<priority>([^<]+)<\/priority>/.exec(block)?.[1] ?? ''
    const pictures = [...block.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map((match) => match[1] ?? '')
    return [
      { store, kind: `page ${priority}`, location: page },
      ...pictures.map((location) => ({ store: 'every store', kind: 'picture', location })),
    ]
  })
}

/** URLs kept per store and kind. */
const URLS_PER_KIND = 20

/**
 * Every URL of the small kinds and an even spread of the large ones (products, pictures), per
 * store: fetching all of the four stores' 1,600 pages and their pictures took over two minutes.
 */
function sampleEachKind(entries: SitemapEntry[]): string[] {
  const byKind = new Map<string, Set<string>>()
  for (const { store, kind, location } of entries) {
    const key = `${store} ${kind}`
    byKind.set(key, (byKind.get(key) ?? new Set()).add(location))
  }
  return [...byKind.values()].flatMap((locations) => {
    const urls = [...locations]
    const stride = Math.ceil(urls.length / URLS_PER_KIND)
    return urls.filter((_, index) => index % stride === 0 || index === urls.length - 1)
  })
}
