// https://vike.dev/data
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'
import { redirectTarget } from './redirectTarget.ts'
import { cmsPageAlternates } from './cmsPageAlternates.ts'
import { categoryPageData, categoryPageVariables } from '../category/@id/categoryPageData.ts'
import { productPageData, productPageVariables } from '../product/@id/productPageData.ts'

/** What the catch-all renders: a CMS page, or the category or product whose own URL this is. */
export type CatchAllPageData = Awaited<ReturnType<typeof data>>

/**
 * Resolves a URL no route matched (docs/storefront-rules.md#urls-no-route-matches): categories and products
 * render their page right here (no second routing pass) from what the route query read of
 * them (one operation for a category, docs/performance.md), redirects redirect, CMS pages
 * render with their content, anything else is not found.
 */
export async function data(pageContext: PageContextServer) {
  if (pageContext.cmsPreview) return previewData(pageContext)
  const url = pageContext.urlPathname
  const { route } = await shopQuery(pageContext, RouteQuery, {
    url,
    ...categoryPageVariables(pageContext),
    ...productPageVariables(pageContext),
  })
  switch (route.__typename) {
    case 'RedirectEntity': {
      const { location, statusCode } = redirectTarget(route.redirectTo, route.redirectType)
      throw redirect(location, statusCode)
    }
    case 'Category':
      return { kind: 'category' as const, ...(await categoryPageData(pageContext, route.id, route)) }
    case 'Product':
      return { kind: 'product' as const, ...(await productPageData(pageContext, route.sku, route)) }
    case 'CmsPage':
      return {
        kind: 'cms' as const,
        identifier: route.identifier,
        title: route.title,
        content: route.contentWysiwyg,
        seo: {
          // The meta title when staff gave one, else the page's title as before.
          title: route.metaTitle || route.title,
          description: route.metaDescription,
          canonicalPath: route.path,
          alternates: await cmsPageAlternates(pageContext, route.identifier, route.path),
        },
      }
    default:
      throw render(404)
  }
}

/** A staff member's unsaved page (docs/back-office.md#content): shown as the page would be, never indexed. */
async function previewData(pageContext: PageContextServer) {
  const { cmsPagePreview: draft } = await shopQuery(pageContext, CmsPagePreviewQuery, {})
  if (!draft) throw render(404)
  return {
    kind: 'cms' as const,
    identifier: draft.identifier,
    title: draft.title,
    content: draft.contentWysiwyg,
    seo: {
      title: draft.metaTitle || draft.title,
      description: draft.metaDescription,
      canonicalPath: draft.path,
      noindex: true,
    },
  }
}

const CmsPagePreviewQuery = graphql(`
  query CmsPagePreview {
    cmsPagePreview {
      identifier
      title
      path
      metaTitle
      metaDescription
      contentWysiwyg {
        ...CmsContent_content
      }
    }
  }
`)

const RouteQuery = graphql(`
  query RouteQuery(
    $url: String!
    $params: ListingParams
    $colors: [String!]!
    $reviewPage: Int!
    $reviewSort: ProductReviewSort!
  ) {
    route(url: $url) {
      __typename
      ... on RedirectEntity {
        identifier
        redirectTo
        redirectType
      }
      ... on Category {
        id
        ...CategoryPage_category
      }
      ... on Product {
        sku
        ...ProductPage_product
      }
      ... on CmsPage {
        identifier
        title
        path
        metaTitle
        metaDescription
        contentWysiwyg {
          ...CmsContent_content
        }
      }
    }
  }
`)
