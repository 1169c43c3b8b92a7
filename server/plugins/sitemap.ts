import fp from 'fastify-plugin'
import { sitemapXml } from '../sitemap/sitemapXml.ts'

/**
 * `{base}/sitemap.xml` of each store, from the shop API's sitemap entries, and `/robots.txt`
 * pointing to them. Both are public and cached for an hour.
 */
export const sitemapPlugin = fp(
  async (app) => {
    for (const store of app.stores) {
      app.get(`${store.basePath}/sitemap.xml`, async (request, reply) => {
        if (request.store?.key !== store.key) return reply.callNotFound()
        // The query (and the storefront's generated documents) load with the first sitemap, not at start-up (docs/performance.md).
        const { loadSitemapEntries } = await import('../sitemap/sitemapEntries.ts')
        const entries = await loadSitemapEntries(app, store)
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
