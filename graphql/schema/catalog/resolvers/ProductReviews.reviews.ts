import type { ShopContext } from '../../context.ts'
import { selectReviewPage, type ProductReviewsValue } from '../../../../domain/reviews/productReviewPages.ts'

/** `ProductReviews.reviews`: the page of approved reviews asked for; listings that want only the figures never read it. */
export async function reviews(value: ProductReviewsValue, _: unknown, context: ShopContext) {
  // Past the last page there is nothing to read.
  if (value.page > value.totalPages) return []
  return selectReviewPage(context.db, {
    sku: value.sku,
    language: context.language,
    sort: value.sort,
    page: value.page,
    pageSize: value.pageSize,
  })
}
