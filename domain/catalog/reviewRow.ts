import type { Selectable } from 'kysely'
import type { ProductReviewTable } from '../../db/tables.ts'

/** A product review as stored: what ProductReview's resolvers start from. */
export type ReviewRow = Selectable<ProductReviewTable>
