import type { ReviewRow } from '../reviewRow.ts'

/** Field resolvers of ProductReview. */
export const ProductReview = {
  id: (review: ReviewRow) => String(review.id),
  author: (review: ReviewRow) => ({ displayName: review.author }),
  creationDate: (review: ReviewRow) => new Date(review.created_at).toISOString(),
}
