import { sql } from 'kysely'
import type { ShopContext } from '../../context.ts'
import { artworkUrl } from '../../../../domain/media/artworkUrls.ts'
import { onSaleInSql } from '../../../../domain/catalog/productOnSale.ts'

const MAX_PAGE_LENGTH = 5000

/** `sitemap(page, pageLength)`: home, categories, products on sale in the store and its CMS pages, paged. */
export async function sitemap(
  _: unknown,
  args: { page?: number | null; pageLength?: number | null },
  context: ShopContext,
) {
  const pageLength = Math.min(MAX_PAGE_LENGTH, Math.max(1, args.pageLength ?? 1000))
  const offset = (Math.max(1, args.page ?? 1) - 1) * pageLength
  const { rows } = await sql<{
    path: string
    priority: number
    lastmod: Date | null
    changefreq: string
    artwork: string | null
    total: number
  }>`
    select path, priority, lastmod, changefreq, artwork, (count(*) over ())::int as total from (
      select '/' as path, 1.0::float8 as priority, null::timestamptz as lastmod, 'daily' as changefreq, null as artwork, 0 as kind, '' as sort_key
      union all
      select '/' || t.url_path, 0.8, null, 'daily', null, 1, lpad(c.id::text, 10, '0')
      from category c join category_translation t on t.category_id = c.id and t.language = ${context.language} where c.level >= 2 and c.enabled
      union all
      select '/' || t.url_key, 0.6, p.created_at, 'weekly', m.artwork, 2, t.sku
      from product p join product_translation t on t.sku = p.sku and t.language = ${context.language} left join media m on m.id = p.image_id
      where p.parent_sku is null and ${onSaleInSql('p', context.store.key)}
      union all
      select '/' || url_key, 0.4, null, 'monthly', null, 3, identifier from cms_page where language = ${context.language} and identifier <> 'home'
    ) entries
    order by kind, sort_key
    limit ${pageLength} offset ${offset}
  `.execute(context.db)
  return {
    total: rows[0]?.total ?? 0,
    entries: rows.map((row) => ({
      path: row.path,
      priority: Number(row.priority),
      lastmod: row.lastmod ? new Date(row.lastmod).toISOString() : null,
      changefreq: row.changefreq,
      seoImages: row.artwork ? [artworkUrl(row.artwork, 'default', 'large')] : [],
    })),
  }
}
