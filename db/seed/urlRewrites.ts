import type { Insertable } from 'kysely'
import type { UrlRewriteTable } from '../tables.ts'
import type { CategoryTree } from './categories.ts'
import type { ProductRows } from './products.ts'
import { CMS_PAGES, type SiteContentRows } from './siteContent.ts'
import { WORKSHOP_LOCATION } from '../../config/shopConfig.ts'

/**
 * URL rewrites for `route(url)`: every category path, product URL key and CMS page URL key
 * per language, plus redirects from the old shop's URLs (301) and a few campaign links (302, internal and external).
 */
export function buildUrlRewrites(
  tree: CategoryTree,
  products: ProductRows,
  content: SiteContentRows,
): Insertable<UrlRewriteTable>[] {
  const rewrites: Insertable<UrlRewriteTable>[] = []
  for (const row of tree.translations) {
    if (row.url_path === '') continue
    rewrites.push({
      language: row.language,
      request_path: row.url_path,
      entity_type: 'category',
      entity_id: String(row.category_id),
      redirect_to: null,
      redirect_type: null,
    })
    rewrites.push({
      language: row.language,
      request_path: `old/${row.url_path}.html`,
      entity_type: 'redirect',
      entity_id: null,
      redirect_to: `/${row.url_path}`,
      redirect_type: 301,
    })
  }
  for (const row of products.translations) {
    rewrites.push({
      language: row.language,
      request_path: row.url_key,
      entity_type: 'product',
      entity_id: row.sku,
      redirect_to: null,
      redirect_type: null,
    })
    rewrites.push({
      language: row.language,
      request_path: `catalog/${row.sku.toLowerCase()}.html`,
      entity_type: 'redirect',
      entity_id: null,
      redirect_to: row.url_key,
      redirect_type: 301,
    })
  }
  for (const page of content.pages) {
    if (page.identifier === 'home') continue
    rewrites.push({
      language: page.language,
      request_path: page.url_key,
      entity_type: 'cms_page',
      entity_id: page.identifier,
      redirect_to: null,
      redirect_type: null,
    })
  }
  const aboutUs = CMS_PAGES.find((page) => page.identifier === 'about-us')
  const { lat, lng } = WORKSHOP_LOCATION
  for (const language of ['fr', 'de', 'en', 'it'] as const) {
    // The old blog's stories now live on the about-us page.
    if (aboutUs)
      rewrites.push({
        language,
        request_path: 'blog',
        entity_type: 'redirect',
        entity_id: null,
        redirect_to: `/${aboutUs.urlKeys[language]}`,
        redirect_type: 302,
      })
    // The short link printed on parcels: the workshops on OpenStreetMap.
    rewrites.push({
      language,
      request_path: 'atelier',
      entity_type: 'redirect',
      entity_id: null,
      redirect_to: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
      redirect_type: 302,
    })
    rewrites.push({
      language,
      request_path: 'soldes',
      entity_type: 'redirect',
      entity_id: null,
      redirect_to: '/category/100',
      redirect_type: 302,
    })
  }
  return rewrites
}
