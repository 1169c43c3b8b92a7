// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'

/** What the review page renders: the product reviewed. */
export type ReviewPageData = Awaited<ReturnType<typeof data>>

/** The product of the route's `sku` (404 when unknown); the page is never indexed (per shopper). */
export async function data(pageContext: PageContextServer) {
  const { product } = await shopQuery(pageContext, ReviewPageQuery, {
    sku: pageContext.routeParams.sku ?? '',
  })
  if (!product) throw render(404)
  return { product, seo: { canonicalPath: `/review/${encodeURIComponent(product.sku)}` } }
}

const ReviewPageQuery = graphql(`
  query ReviewPage($sku: String!) {
    product(sku: $sku) {
      sku
      name
      path
    }
  }
`)
