// https://vike.dev/data
import { msg } from '@lingui/core/macro'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { createServerI18n } from '../../../renderer/i18n/serverI18n.ts'
import {
  colorFilter,
  listingHref,
  originalSearch,
  readListingQuery,
  toListingParams,
} from '../../../components/listing/listingQuery.ts'
import { searchTextOf } from './searchTextOf.ts'

/** What the search page renders. */
export type SearchPageData = Awaited<ReturnType<typeof data>>

/**
 * Search results for `/search/:query` with the listing request of the URL (same facets, sort
 * and paging as a category). Internal search results are never indexed.
 */
export async function data(pageContext: PageContextServer) {
  const text = searchTextOf(pageContext.urlOriginal, pageContext.routeParams.query ?? '')
  const query = readListingQuery(originalSearch(pageContext.urlOriginal))
  const path = `/search/${encodeURIComponent(text)}`
  const { search, menu } = await shopQuery(pageContext, SearchPageQuery, {
    text,
    params: toListingParams(query),
    colors: colorFilter(query),
  })
  return {
    text,
    query,
    search,
    suggestions: menu.map((category) => ({ name: category.name, path: category.path })),
    path,
    // Not for hreflang (results are noindex): the store switcher keeps the search and filters.
    seo: {
      alternates: Object.fromEntries(
        pageContext.stores.map((store) => [store.key, `${path}${listingHref('', query)}`]),
      ),
      title: createServerI18n(pageContext.store.locale)._(msg`Search results for “${text}”`),
      noindex: true,
    },
  }
}

const SearchPageQuery = graphql(`
  query SearchPage($text: String!, $params: ListingParams, $colors: [String!]!) {
    search(query: $text, params: $params) {
      total
      correctedQuery
      ...ListingView_listing
    }
    menu {
      id
      name
      path
    }
  }
`)
