import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { decideReview } from '../../domain/backoffice/reviewQueue.ts'
import type { ReviewDecision } from '../../domain/reviews/reviewModeration.ts'
import { textField, type FormBody } from '../forms/formFields.ts'
import { adminPageContext, type AdminRequest } from './adminGuard.ts'
import { backOfficeActorOf } from './backOfficeActorOf.ts'
import type { AdminAction } from './signInActions.ts'
import { sendAdminPage } from './renderAdminPage.ts'

const REVIEWS_PAGE = '/admin/reviews'

/** The rule's codes worded for this page (the shared NOT_FOUND and REASON_REQUIRED speak of staff and refunds). */
const REVIEW_ERRORS: Partial<Record<string, string>> = {
  NOT_FOUND: 'REVIEW_NOT_FOUND',
  REASON_REQUIRED: 'REVIEW_REASON_REQUIRED',
}

/** The filters a form came from (`back`), kept so the queue opens again where the moderator was. */
export function reviewFiltersOf(back: string): URLSearchParams {
  const given = new URLSearchParams(back)
  const kept = new URLSearchParams()
  for (const name of ['status', 'product', 'page']) {
    const value = given.get(name)
    if (value) kept.set(name, value.slice(0, 64))
  }
  return kept
}

/** Approving and rejecting reviews (/admin/reviews), each audited by `decideReview`. */
export function reviewActions(app: FastifyInstance) {
  const db = app.shopDatabase.db
  const decide =
    (to: ReviewDecision): AdminAction =>
    async (request: FastifyRequest, reply: FastifyReply, admin: AdminRequest) => {
      const body = (request.body ?? {}) as FormBody
      const id = Number(textField(body, 'reviewId')) || 0
      const reason = textField(body, 'reason')
      const filters = reviewFiltersOf(textField(body, 'back'))
      const decided = await decideReview(db, backOfficeActorOf(request, admin), { id, to, reason }, admin.now)
      if (!decided.ok)
        return sendAdminPage(
          request,
          reply,
          adminPageContext(app, admin, {
            formState: {
              form: `review-${id}`,
              error: REVIEW_ERRORS[decided.error] ?? decided.error,
              values: { reason },
            },
          }),
          422,
          `${REVIEWS_PAGE}?${filters.toString()}`,
        )
      filters.set('done', to === 'approved' ? 'reviewApproved' : 'reviewRejected')
      return reply.redirect(`${REVIEWS_PAGE}?${filters.toString()}`, 303)
    }
  return { reviewApprove: decide('approved'), reviewReject: decide('rejected') }
}
