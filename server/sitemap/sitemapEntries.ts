import type { FastifyInstance } from 'fastify'
import type { Store } from '../../config/stores.ts'
import { graphql } from '../../graphql/client/generated/gql.ts'
import type { SitemapEntry } from './sitemapXml.ts'

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

/** A store's sitemap entries, from the shop API, page after page up to the sitemaps' limit. */
export async function loadSitemapEntries(app: FastifyInstance, store: Store): Promise<SitemapEntry[]> {
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
