// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { categoryPageData } from './categoryPageData.ts'

export type { CategoryPageData } from './categoryPageData.ts'

/** The category of the route's `id` (see {@link categoryPageData}). */
export function data(pageContext: PageContextServer) {
  return categoryPageData(pageContext, pageContext.routeParams.id ?? '')
}
