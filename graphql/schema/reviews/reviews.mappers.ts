/** What the resolvers of reviews start from (GraphQL Code Generator `mappers`, see graphql/README.md). */
export type { ReviewRow as ProductReviewMapper } from '../../../domain/catalog/reviewRow.ts'
export type { ProductReviewsValue as ProductReviewsMapper } from '../../../domain/reviews/productReviewPages.ts'
