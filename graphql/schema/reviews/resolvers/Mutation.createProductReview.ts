import type { ShopContext } from '../../context.ts'
import { failed, succeeded } from '../../mutationResult.ts'

interface ProductReviewInput {
  sku: string
  rating: number
  nickname: string
  title: string
  comment: string
}

const LIMITS = { nickname: 60, title: 120, comment: 5000 } as const

/** `createProductReview`: stores a review awaiting moderation, in the store's language; bad input changes nothing. */
export async function createProductReview(_: unknown, args: { input: ProductReviewInput }, context: ShopContext) {
  const { sku, rating, nickname, title, comment } = args.input
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return failed('INVALID_RATING', 'The rating must be a whole number from 1 to 5')
  for (const [field, limit] of Object.entries(LIMITS)) {
    const value = args.input[field as keyof typeof LIMITS].trim()
    if (value === '' || value.length > limit) return failed('INVALID_LENGTH', `The ${field} must have 1 to ${limit} characters`)
  }
  const product = await context.loaders.product.load(sku)
  if (!product) return failed('PRODUCT_NOT_FOUND', 'This product does not exist')
  await context.db
    .insertInto('product_review')
    .values({ sku, rating, author: nickname.trim(), title: title.trim(), comment: comment.trim(), language: context.language, status: 'pending', created_at: new Date() })
    .execute()
  return succeeded()
}
