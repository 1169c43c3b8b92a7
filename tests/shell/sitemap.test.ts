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
    const locations = new Set<string>()
    for (const base of ['fr', 'de', 'en', 'it']) {
      const sitemap = await server.app.inject({ url: `/${base}/sitemap.xml` })
      for (const match of sitemap.body.matchAll(/<(?:image:)?loc>([^<]+)<\/(?:image:)?loc>/g))
        locations.add(match[1] ?? '')
    }
    expect([...locations].some((location) => location.includes('/media/'))).toBe(true)
    const failures: string[] = []
    for (const location of locations) {
      const { pathname, search } = new URL(location.replaceAll('&amp;', '&'))
      const response = await server.app.inject({ url: pathname + search })
      if (response.statusCode !== 200) failures.push(`${response.statusCode} ${location}`)
    }
    expect(failures).toEqual([])
    // Every page and picture of four stores, one after another: about 190 s on an idle 2-core machine, more beside the rest of the suite.
  }, 600_000)

  it('lists every sitemap in robots.txt and keeps per-shopper pages out', async () => {
    const robots = await server.app.inject({ url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    for (const base of ['fr', 'de', 'en', 'it']) {
      expect(robots.body).toContain(`Sitemap: http://localhost:3000/${base}/sitemap.xml`)
      expect(robots.body).toContain(`Disallow: /${base}/checkout/`)
    }
  })
})
