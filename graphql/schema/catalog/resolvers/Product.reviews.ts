import type { ShopContext } from '../../context.ts'
import type { ProductRow } from '../../../../domain/catalog/productRow.ts'
import {
  reviewPageNumber,
  reviewPageSize,
  type ProductReviewSort,
  type ProductReviewsValue,
} from '../../../../domain/reviews/productReviewPages.ts'

/** `Product.reviews(page, pageSize, sort)`: the figures of all approved reviews; the page itself is read by `ProductReviews.reviews` when asked for. */
export async function reviews(
  row: ProductRow,
  args: { page?: number | null; pageSize?: number | null; sort?: ProductReviewSort | null },
  context: ShopContext,
): Promise<ProductReviewsValue> {
  const page = reviewPageNumber(args.page)
  const pageSize = reviewPageSize(args.pageSize)
  const figures = await context.loaders.reviewFigures.load(row.sku)
  return {
    ...figures,
    sku: row.sku,
    sort: args.sort ?? 'NEWEST',
    page,
    pageSize,
    totalPages: Math.ceil(figures.total / pageSize),
  }
}
