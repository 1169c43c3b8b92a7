import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Store } from '../../config/stores.ts'
import { graphql } from '../../graphql/client/generated/gql.ts'
import { sitemapXml, type SitemapEntry } from '../sitemap/sitemapXml.ts'

const SITEMAP_PAGE_LENGTH = 5000
/** Sitemaps hold at most 50,000 URLs (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000

const SITEMAP_QUERY = graphql(`
  query SitemapEntries($page: Int!, $pageLength: Int!) {
    sitemap(page: $page, pageLength: $pageLength) {
      total
      entries {
        path
        priority
        lastmod
        changefreq
        seoImages
      }
    }
  }
`)

/**
 * `{base}/sitemap.xml` of each store, from the shop API's sitemap entries, and `/robots.txt`
 * pointing to them. Both are public and cached for an hour.
 */
export const sitemapPlugin = fp(
  async (app) => {
    for (const store of app.stores) {
      app.get(`${store.basePath}/sitemap.xml`, async (request, reply) => {
        if (request.store?.key !== store.key) return reply.callNotFound()
        const entries = await loadEntries(app, store)
        return reply
          .type('application/xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=3600')
          .send(sitemapXml(store.baseUrl, entries))
      })
    }
    app.get('/robots.txt', async (_request, reply) => {
      const sitemaps = app.stores.map((store) => `Sitemap: ${store.baseUrl}/sitemap.xml`)
      const disallowed = [
        '/cart',
        '/checkout/',
        '/user/',
        '/orders/',
        '/login',
        '/register',
        '/search/',
        '/graphql',
      ]
      const rules = app.stores.flatMap((store) =>
        disallowed.map((path) => `Disallow: ${store.basePath}${path}`),
      )
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(['User-agent: *', ...rules, '', ...sitemaps, ''].join('\n'))
    })
  },
  { name: 'sitemap', dependencies: ['storefronts', 'shop-api'] },
)

async function loadEntries(app: FastifyInstance, store: Store): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (let page = 1; entries.length < SITEMAP_MAX_URLS; page++) {
    const { result } = await app.shopApi.runDocument(
      SITEMAP_QUERY,
      { page, pageLength: SITEMAP_PAGE_LENGTH },
      { store },
    )
    if (result.errors?.length || !result.data)
      throw new Error(`Sitemap query failed: ${result.errors?.[0]?.message}`)
    const { sitemap } = result.data
    entries.push(...sitemap.entries)
    if (sitemap.entries.length < SITEMAP_PAGE_LENGTH || entries.length >= sitemap.total) break
  }
  return entries.slice(0, SITEMAP_MAX_URLS)
}
