import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql, useFragment as readFragment, type FragmentType } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { createServerI18n } from '../../../renderer/i18n/serverI18n.ts'
import { breadcrumbJsonLd } from '../../../components/navigation/Breadcrumbs.tsx'
import {
  colorFilter,
  isRefined,
  listingHref,
  originalSearch,
  readListingQuery,
  toListingParams,
} from '../../../components/listing/listingQuery.ts'
import { categoryAlternates } from './categoryAlternates.ts'
import { categoryBreadcrumbs } from './categoryBreadcrumbs.ts'

/** What the category page renders. */
export type CategoryPageData = Awaited<ReturnType<typeof categoryPageData>>

/**
 * A category (`/category/110`, or its localized URL through the catch-all) with the listing
 * request of its URL (docs/storefront-rules.md#listing-request). Head: canonical is the localized path (page 2+ keeps
 * `?page=N`); any filter, price, sort or page size makes it noindex with the canonical on
 * the plain category; hreflang goes to the same category in the other stores.
 * The catch-all page renders it too, for the category's own URL, with the category its route
 * query already read (`routed`: no second operation, docs/performance.md).
 */
export async function categoryPageData(
  pageContext: PageContextServer,
  id: string,
  routed?: FragmentType<typeof CategoryPageFragment>,
) {
  const query = readListingQuery(originalSearch(pageContext.urlOriginal))
  const category = readFragment(
    CategoryPageFragment,
    routed ??
      (
        await shopQuery(pageContext, CategoryPageQuery, {
          id,
          ...categoryPageVariables(pageContext),
        })
      ).category,
  )
  if (!category) throw render(404)
  // A page past the last one is not a page (no soft 404 for crawlers).
  if (query.page > 1 && query.page > category.products.pageCount) throw render(404)
  const refined = isRefined(query)
  const pageSuffix = !refined && query.page > 1 ? `?page=${query.page}` : ''
  const breadcrumbs = categoryBreadcrumbs(category, createServerI18n(pageContext.store.locale))
  // Also for filtered pages (which have no hreflang): the store switcher keeps the filters.
  const alternateSuffix = listingHref('', query)
  const alternates = await categoryAlternates(pageContext, category.id, category.path, alternateSuffix)
  return {
    category,
    query,
    breadcrumbs,
    seo: {
      title: category.metaTitle || category.name,
      description: category.description || undefined,
      canonicalPath: `${category.path}${pageSuffix}`,
      alternates,
      noindex: refined || undefined,
      jsonLd: [breadcrumbJsonLd(breadcrumbs, pageContext.store)],
    },
  }
}

/** The listing request of the page's URL, as {@link CategoryPageFragment} reads it. */
export function categoryPageVariables(pageContext: PageContextServer) {
  const query = readListingQuery(originalSearch(pageContext.urlOriginal))
  return { params: toListingParams(query), colors: colorFilter(query) }
}

/** What the category page reads of a category; an operation spreading it declares `$params` and `$colors` ({@link categoryPageVariables}). */
export const CategoryPageFragment = graphql(`
  fragment CategoryPage_category on Category {
    id
    name
    path
    description
    metaTitle
    gender
    image {
      ...CmsImage_media
    }
    breadcrumbs {
      id
      name
      path
    }
    products(params: $params) {
      pageCount
      ...ListingView_listing
    }
  }
`)

const CategoryPageQuery = graphql(`
  query CategoryPage($id: ID!, $params: ListingParams, $colors: [String!]!) {
    category(id: $id) {
      ...CategoryPage_category
    }
  }
`)
