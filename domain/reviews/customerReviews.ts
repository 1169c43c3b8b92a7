import { sql, type Kysely } from 'kysely'
import type { Database, Language } from '../../db/tables.ts'
import type { CustomerRow } from '../accounts/customerRow.ts'
import { failed, type MutationOutcome } from '../mutationResult.ts'
import { authorDisplayName } from './reviewText.ts'

/** Longest title and comment a customer may write. */
export const REVIEW_TEXT_LIMITS = { title: 120, comment: 5000 } as const

/** A review as the customer sends it. */
export interface CustomerReviewInput {
  rating: number
  title: string
  comment: string
}

/** What is wrong with a review's fields (the first problem, naming its field), or null. */
export function checkReviewInput(input: CustomerReviewInput): MutationOutcome | null {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    return failed('INVALID_RATING', 'The rating must be a whole number from 1 to 5', 'rating')
  for (const field of ['title', 'comment'] as const) {
    const value = input[field].trim()
    if (value === '') return failed('REQUIRED', `The ${field} is required`, field)
    if (value.length > REVIEW_TEXT_LIMITS[field])
      return failed(
        'INVALID_LENGTH',
        `The ${field} may have at most ${REVIEW_TEXT_LIMITS[field]} characters`,
        field,
      )
  }
  return null
}

/** Whether the customer has a paid order (not cancelled) holding the product. */
export async function hasBoughtProduct(
  db: Kysely<Database>,
  customerId: number,
  sku: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('shop_order')
    .innerJoin('order_item', 'order_item.order_id', 'shop_order.id')
    .select(sql<number>`1`.as('found'))
    .where('shop_order.customer_id', '=', customerId)
    .where('shop_order.status', '!=', 'cancelled')
    .where('order_item.sku', '=', sku)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Stores a customer's review, pending moderation, as typed (trimmed plain text: it is escaped
 * where it is shown). Returns false, storing nothing, when the customer has already reviewed
 * the product (the unique index decides, so two submissions at once store one).
 */
export async function insertCustomerReview(
  db: Kysely<Database>,
  review: { customer: CustomerRow; sku: string; language: Language; input: CustomerReviewInput },
): Promise<boolean> {
  const { customer, sku, language, input } = review
  const verified = await hasBoughtProduct(db, customer.id, sku)
  const inserted = await db
    .insertInto('product_review')
    .values({
      sku,
      rating: input.rating,
      author: authorDisplayName(customer.firstname, customer.lastname),
      title: input.title.trim(),
      comment: input.comment.trim(),
      language,
      status: 'pending',
      created_at: new Date(),
      customer_id: customer.id,
      verified_buyer: verified,
    })
    .onConflict((conflict) =>
      conflict.columns(['customer_id', 'sku']).where('customer_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}
