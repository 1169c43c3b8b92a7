import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { ReviewRow } from '../catalog/reviewRow.ts'
import { recordAudit } from '../audit/auditLog.ts'
import { moderateReview, type ReviewDecision } from '../reviews/reviewModeration.ts'
import {
  allowed,
  auditActorOf,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from './backOfficeActor.ts'
import { pageWindow } from './pageWindow.ts'

/** Filters of the moderation queue: one status (every status when omitted, pending first), or one product's; paged from 1. */
export interface ReviewQueueFilters {
  status?: ReviewRow['status']
  /** One product's reviews (its sku). */
  sku?: string
  page?: number
  /** At most 100 (default 25). */
  pageSize?: number
}

/**
 * The reviews to moderate: pending first (oldest first, as they wait), then the decided ones
 * (latest decision first); or one product's reviews with `sku`. With the total count.
 */
export async function listReviewQueue(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  filters: ReviewQueueFilters = {},
): Promise<BackOfficeResult<{ reviews: ReviewRow[]; totalCount: number }, 'FORBIDDEN'>> {
  if (!allowed(actor, 'reviews.moderate')) return refused('FORBIDDEN')
  const { pageSize, offset } = pageWindow(filters)
  let query = db.selectFrom('product_review')
  if (filters.status !== undefined) query = query.where('status', '=', filters.status)
  if (filters.sku !== undefined) query = query.where('sku', '=', filters.sku)
  const [reviews, total] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql`status = 'pending'`, 'desc')
      .orderBy(sql`case when status = 'pending' then created_at end`)
      .orderBy(sql`coalesce(moderated_at, created_at)`, 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { ok: true, reviews, totalCount: Number(total.count) }
}

/** Why a moderation was refused. */
export type ReviewModerationError = 'FORBIDDEN' | 'NOT_FOUND' | 'REASON_REQUIRED'

/**
 * Approves or rejects (with a reason, required) a review through the shop's own rule
 * (`moderateReview`), recorded in the audit log (`reviews.approve`, `reviews.reject`, status
 * before and after) in the same transaction. The review's trigger purges the product's cached
 * pages and shop API answers on every instance when it commits (docs/page-cache.md#purging), so
 * an approved review shows at once; `changedContent`, when given, also gets `product:<sku>`.
 */
export async function decideReview(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  decision: { id: number; to: ReviewDecision; reason?: string },
  now: Date,
  changedContent?: Set<string>,
): Promise<BackOfficeResult<{ review: ReviewRow }, ReviewModerationError>> {
  if (!allowed(actor, 'reviews.moderate')) return refused('FORBIDDEN')
  const reason = decision.reason?.trim().slice(0, 1000) ?? ''
  if (decision.to === 'rejected' && reason === '') return refused('REASON_REQUIRED')
  if (!Number.isSafeInteger(decision.id)) return refused('NOT_FOUND')
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('product_review')
      .select(['status', 'rejection_reason'])
      .where('id', '=', decision.id)
      .forUpdate()
      .executeTakeFirst()
    const review = before ? await moderateReview(trx, decision.id, decision.to, { reason, at: now }) : null
    if (!before || !review) return refused('NOT_FOUND')
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: decision.to === 'approved' ? 'reviews.approve' : 'reviews.reject',
      subjectType: 'review',
      subjectId: decision.id,
      before: { status: before.status, reason: before.rejection_reason },
      after: { status: review.status, sku: review.sku, reason: review.rejection_reason },
      at: now,
    })
    changedContent?.add(`product:${review.sku}`)
    return { ok: true, review }
  })
}
