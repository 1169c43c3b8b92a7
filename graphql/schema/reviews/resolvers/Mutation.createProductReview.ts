import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { failed, succeeded } from '../../../../domain/mutationResult.ts'
import { notSignedIn, overBudget, signedInCustomer } from '../../../../domain/accounts/accountGuards.ts'
import { checkReviewInput, insertCustomerReview } from '../../../../domain/reviews/customerReviews.ts'

/**
 * `createProductReview`: a signed-in customer's review, stored as typed and waiting for
 * moderation, signed "Marie D." and marked verified when they bought the product. One per
 * customer and product; limited per customer and per client address.
 */
export const createProductReview: NonNullable<MutationResolvers['createProductReview']> = async (
  _,
  { input },
  context,
) => {
  const customer = await signedInCustomer(context)
  if (!customer) return notSignedIn()
  const problem = checkReviewInput(input)
  if (problem) return problem
  const product = await context.loaders.product.load(input.sku)
  if (!product) return failed('PRODUCT_NOT_FOUND', 'This product does not exist', 'sku')
  const limited =
    (await overBudget(context, 'productReview', `customer:${customer.id}`)) ??
    (await overBudget(context, 'productReview', context.clientIp))
  if (limited) return limited
  const stored = await insertCustomerReview(context.db, {
    customer,
    sku: product.sku,
    language: context.language,
    input,
  })
  return stored ? succeeded() : failed('ALREADY_REVIEWED', 'You have already reviewed this product')
}
