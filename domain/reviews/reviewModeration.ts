import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { ReviewRow } from '../catalog/reviewRow.ts'

/** A moderator's decision on a review. */
export type ReviewDecision = 'approved' | 'rejected'

/** Reviews waiting for a moderator, oldest first. */
export function listPendingReviews(db: Kysely<Database>, limit = 100): Promise<ReviewRow[]> {
  return db
    .selectFrom('product_review')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * Approves (publishes) or rejects a review (with the moderator's reason, for staff), pending or
 * already decided, and records when. Returns the review as it now is, or null when no review has
 * this id. The update's trigger purges the product's cached pages and answers
 * (docs/page-cache.md#purging) when the transaction commits.
 */
export async function moderateReview(
  db: Kysely<Database>,
  id: number,
  decision: ReviewDecision,
  options: { reason?: string | null; at?: Date } = {},
): Promise<ReviewRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const row = await db
    .updateTable('product_review')
    .set({
      status: decision,
      moderated_at: options.at ?? new Date(),
      rejection_reason: decision === 'rejected' ? (options.reason ?? null) : null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}
