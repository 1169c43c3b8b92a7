// https://vike.dev/data
import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/**
 * The header search form submits `GET /search?q=…` (it works without JavaScript): a query
 * is sent on to its results page `/search/<query>`; an empty one shows the search page.
 */
export function data(pageContext: PageContextServer) {
  const text = (pageContext.urlParsed.search.q ?? '').trim()
  if (text) throw redirect(`/search/${encodeURIComponent(text)}`, 302)
  return { seo: { noindex: true } }
}
