import type { ProductReviewSort } from '../../graphql/client/generated/graphql.ts'

/** How the product page's URL names each review order (`?reviewSort=highest`). */
export const REVIEW_SORT_PARAMS = {
  newest: 'NEWEST',
  highest: 'HIGHEST_RATING',
  lowest: 'LOWEST_RATING',
} as const satisfies Record<string, ProductReviewSort>

/** A review order as the URL names it. */
export type ReviewSortParam = keyof typeof REVIEW_SORT_PARAMS

/** The page and order of the reviews a product page shows, read from its URL. */
export interface ReviewListParams {
  page: number
  sort: ReviewSortParam
}

const isSortParam = (value: string | null): value is ReviewSortParam =>
  value !== null && Object.hasOwn(REVIEW_SORT_PARAMS, value)

/** `?reviewPage=2&reviewSort=highest`; anything else means page 1, newest first. */
export function reviewListParams(search: URLSearchParams): ReviewListParams {
  const page = Number(search.get('reviewPage'))
  const sort = search.get('reviewSort')
  return {
    page: Number.isSafeInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
    sort: isSortParam(sort) ? sort : 'newest',
  }
}

/** Whether the URL asks for other reviews than the first page, newest first (such URLs are not indexed). */
export function isNarrowedReviewList(params: ReviewListParams): boolean {
  return params.page !== 1 || params.sort !== 'newest'
}

/**
 * The query string of the product page showing `params` (page 1 and newest are left out),
 * keeping the other parameters of the URL (the colour and size chosen).
 */
export function reviewListQuery(search: URLSearchParams, params: ReviewListParams): string {
  const next = new URLSearchParams(search)
  next.delete('reviewPage')
  next.delete('reviewSort')
  if (params.sort !== 'newest') next.set('reviewSort', params.sort)
  if (params.page > 1) next.set('reviewPage', String(params.page))
  const query = next.toString()
  return query ? `?${query}` : ''
}
