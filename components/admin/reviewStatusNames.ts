import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ReviewsPageData } from '../../server/admin/adminPageData.ts'

/** How the back office names a review's status. */
export const REVIEW_STATUS_NAMES: Record<ReviewsPageData['reviews'][number]['status'], MessageDescriptor> = {
  pending: msg`Waiting for moderation`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
}
