/** A sitemap entry as the shop API returns it (spec §3: path, priority, lastmod, changefreq, images). */
export interface SitemapEntry {
  path: string
  priority: number
  lastmod: string | null
  changefreq: string
  seoImages: string[]
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** The sitemap XML of one store, with image entries; paths become absolute under the store's base URL. */
export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const absolute = (path: string) => escapeXml(/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`)
  const urls = entries.map((entry) => {
    const parts = [`<loc>${absolute(entry.path)}</loc>`]
    if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>`)
    parts.push(`<changefreq>${escapeXml(entry.changefreq)}</changefreq>`, `<priority>${entry.priority.toFixed(1)}</priority>`)
    for (const image of entry.seoImages) parts.push(`<image:image><image:loc>${absolute(image)}</image:loc></image:image>`)
    return `<url>${parts.join('')}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
