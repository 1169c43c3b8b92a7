/** A sitemap entry as the shop API returns it (path, priority, lastmod, changefreq, images). */
export interface SitemapEntry {
  path: string
  priority: number
  lastmod: string | null
  changefreq: string
  seoImages: string[]
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/**
 * The sitemap XML of one store, with image entries. Page paths are relative to the store's
 * base URL; image paths are server paths (artwork is served outside the stores), so they
 * resolve against the base URL's origin.
 */
export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const absolute = (path: string) => escapeXml(/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`)
  const absoluteImage = (path: string) => escapeXml(new URL(path, baseUrl).href)
  const urls = entries.map((entry) => {
    const parts = [`<loc>${absolute(entry.path)}</loc>`]
    if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>`)
    parts.push(
      `<changefreq>${escapeXml(entry.changefreq)}</changefreq>`,
      `<priority>${entry.priority.toFixed(1)}</priority>`,
    )
    for (const image of entry.seoImages)
      parts.push(`<image:image><image:loc>${absoluteImage(image)}</image:loc></image:image>`)
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
