// https://vike.dev/data
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'
import { redirectTarget } from './redirectTarget.ts'

/**
 * Resolves a URL no route matched (spec §2, dynamic URL resolution): categories and products
 * render their own page at this URL, redirects redirect, CMS pages render here.
 */
export async function data(pageContext: PageContextServer) {
  const url = pageContext.urlPathname
  const { route } = await shopQuery(pageContext, RouteQuery, { url })
  switch (route.__typename) {
    case 'RedirectEntity': {
      const { location, statusCode } = redirectTarget(route.redirectTo, route.redirectType)
      throw redirect(location, statusCode)
    }
    case 'Category':
      throw render(`/category/${encodeURIComponent(route.id)}`)
    case 'Product':
      throw render(`/product/${encodeURIComponent(route.sku)}`)
    case 'CmsPage':
      return {
        identifier: route.identifier,
        seo: { title: route.title, description: route.metaDescription, canonicalPath: route.path },
      }
    default:
      throw render(404)
  }
}

const RouteQuery = graphql(`
  query RouteQuery($url: String!) {
    route(url: $url) {
      __typename
      ... on RedirectEntity {
        identifier
        redirectTo
        redirectType
      }
      ... on Category {
        id
      }
      ... on Product {
        sku
      }
      ... on CmsPage {
        identifier
        title
        path
        metaDescription
      }
    }
  }
`)
