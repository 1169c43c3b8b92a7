import type { Selectable } from 'kysely'
import type { ProductReviewTable } from '../../../db/tables.ts'

type ReviewRow = Selectable<ProductReviewTable>

/** Field resolvers of ProductReview. */
export const ProductReview = {
  id: (review: ReviewRow) => String(review.id),
  author: (review: ReviewRow) => ({ displayName: review.author }),
  creationDate: (review: ReviewRow) => new Date(review.created_at).toISOString(),
}
