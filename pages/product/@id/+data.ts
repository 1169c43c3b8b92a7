// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { productPageData } from './productPageData.ts'

export type { ProductPageData } from './productPageData.ts'

/** The product of the route's `id` (see {@link productPageData}). */
export function data(pageContext: PageContextServer) {
  return productPageData(pageContext, pageContext.routeParams.id ?? '')
}
