/** Helpers of the home, CMS and FAQ tests: read parts of a rendered page as a shopper would. */

/** The page's main landmark. */
export function mainOf(html: string): string {
  const start = html.indexOf('<main')
  return start < 0 ? '' : html.slice(start, html.indexOf('</main>', start) + '</main>'.length)
}

/** The header's main menu: the <nav> holding the menu disclosures. */
export function mainMenuOf(html: string): string {
  const marker = html.indexOf('<details name="main-menu"')
  if (marker < 0) return ''
  const start = html.lastIndexOf('<nav', marker)
  return html.slice(start, html.indexOf('</nav>', marker) + '</nav>'.length)
}

/** Every link target in a piece of HTML, in document order. */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  )
}

/** The JSON-LD objects of the page head. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )
}
