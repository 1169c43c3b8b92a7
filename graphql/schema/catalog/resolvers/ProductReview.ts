import type { ReviewRow } from '../../../../domain/catalog/reviewRow.ts'
import { reviewTextAsHtml } from '../../../../domain/reviews/reviewText.ts'

/** Field resolvers of ProductReview. */
export const ProductReview = {
  id: (review: ReviewRow) => String(review.id),
  author: (review: ReviewRow) => ({ displayName: review.author }),
  creationDate: (review: ReviewRow) => new Date(review.created_at).toISOString(),
  // Customers' reviews are stored as typed (plain text); imported ones are rich text already.
  comment: (review: ReviewRow) =>
    review.customer_id === null ? review.comment : reviewTextAsHtml(review.comment),
  verifiedBuyer: (review: ReviewRow) => review.verified_buyer,
}
