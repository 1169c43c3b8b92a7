import { describe, expect, it } from 'vitest'
import { sitemapXml } from './sitemapXml.ts'

const entry = {
  path: '/product/mule',
  priority: 0.8,
  lastmod: '2026-01-02T03:04:05.000Z',
  changefreq: 'weekly',
  seoImages: ['/media/artwork/mule-red-default-large.svg'],
}

describe('sitemapXml', () => {
  it('puts pages under the store base and images at the server root', () => {
    const xml = sitemapXml('http://localhost:3000/en', [entry])
    expect(xml).toContain('<loc>http://localhost:3000/en/product/mule</loc>')
    expect(xml).toContain(
      '<image:loc>http://localhost:3000/media/artwork/mule-red-default-large.svg</image:loc>',
    )
  })

  it('resolves images on a store that is a whole host', () => {
    const xml = sitemapXml('https://shop.example.de', [entry])
    expect(xml).toContain('<loc>https://shop.example.de/product/mule</loc>')
    expect(xml).toContain(
      '<image:loc>https://shop.example.de/media/artwork/mule-red-default-large.svg</image:loc>',
    )
  })
})
