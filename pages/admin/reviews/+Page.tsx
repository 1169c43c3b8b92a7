import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { AdminForm } from '../../../components/admin/AdminForm.tsx'
import { FormError, useKeptValue } from '../../../components/admin/FormError.tsx'
import { Notice } from '../../../components/admin/Notice.tsx'
import { REVIEW_STATUS_NAMES } from '../../../components/admin/reviewStatusNames.ts'
import { localeOfStaffLanguage } from '../../../components/admin/staffLanguage.ts'
import { formatDate } from '../../../components/price/formatMoney.ts'
import { button, fieldRow, linkButton, panel } from '../../../components/admin/admin.styles.ts'
import type { ReviewsPageData } from '../../../server/admin/adminPageData.ts'

type Review = ReviewsPageData['reviews'][number]

/** The moderation queue (/admin/reviews, owners and customer service): pending first, filtered, paged; approve or reject. */
export default function Page() {
  const { filters, productUnknown, reviews, page, pageCount, totalCount } = useAdminData<ReviewsPageData>()
  const { i18n } = useLingui()
  const back = new URLSearchParams({ ...filters, page: String(page) }).toString()
  const pageLink = (to: number) => `/admin/reviews?${new URLSearchParams({ ...filters, page: String(to) })}`
  return (
    <>
      <h1>
        <Trans>Reviews</Trans>
      </h1>
      <Notice />
      <form method="get" action="/admin/reviews" className={panel} aria-labelledby="reviews-filter-heading">
        <h2 id="reviews-filter-heading">
          <Trans>Filter</Trans>
        </h2>
        <div className={fieldRow}>
          <label htmlFor="status">
            <Trans>Status</Trans>
          </label>
          <select id="status" name="status" defaultValue={filters.status}>
            <option value="">
              <Trans>Every status, waiting ones first</Trans>
            </option>
            {(['pending', 'approved', 'rejected'] as const).map((status) => (
              <option key={status} value={status}>
                {i18n._(REVIEW_STATUS_NAMES[status])}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="product">
            <Trans>Product (SKU or id)</Trans>
          </label>
          <input id="product" name="product" defaultValue={filters.product} />
        </div>
        <button className={button} type="submit">
          <Trans>Show</Trans>
        </button>
      </form>
      {productUnknown ? (
        <p role="status">
          <Trans>
            No product has this SKU or id. Check it, or empty the product field to see every review.
          </Trans>
        </p>
      ) : reviews.length === 0 ? (
        <p role="status">
          <Trans>No review matches. Choose another status, or empty the product field.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              {totalCount} reviews, page {page} of {pageCount}
            </Trans>
          </p>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} back={back} />
          ))}
          <p>
            {page > 1 ? (
              <a href={pageLink(page - 1)}>
                <Trans>Previous page</Trans>
              </a>
            ) : null}{' '}
            {page < pageCount ? (
              <a href={pageLink(page + 1)}>
                <Trans>Next page</Trans>
              </a>
            ) : null}
          </p>
        </>
      )}
    </>
  )
}

function ReviewItem({ review, back }: { review: Review; back: string }) {
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  const form = `review-${review.id}`
  const reason = useKeptValue(form, 'reason')
  const { rating, author, sku, rejectionReason } = review
  const written = formatDate(review.createdAt, locale)
  const headingId = `review-${review.id}-title`
  return (
    <article className={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{review.title}</h2>
      <p>
        <Trans>
          {rating} of 5 by {author}, {written}, on{' '}
          <a href={`/admin/reviews?product=${encodeURIComponent(sku)}`}>{sku}</a>
        </Trans>{' '}
        ({review.language}){review.verifiedBuyer ? <Trans>, verified buyer</Trans> : null}
      </p>
      <p>{review.comment}</p>
      <p>
        <strong>{i18n._(REVIEW_STATUS_NAMES[review.status])}</strong>
        {rejectionReason ? (
          <>
            {' '}
            <Trans>Reason: {rejectionReason}</Trans>
          </>
        ) : null}
      </p>
      <FormError form={form} />
      {review.status === 'approved' ? null : (
        <AdminForm action="/admin/reviews/approve">
          <input type="hidden" name="reviewId" value={review.id} />
          <input type="hidden" name="back" value={back} />
          <button className={button} type="submit">
            <Trans>Approve</Trans>
          </button>
        </AdminForm>
      )}
      {review.status === 'rejected' ? null : (
        <AdminForm action="/admin/reviews/reject">
          <input type="hidden" name="reviewId" value={review.id} />
          <input type="hidden" name="back" value={back} />
          <div className={fieldRow}>
            <label htmlFor={`reason-${review.id}`}>
              <Trans>Reason for rejecting (staff only)</Trans>
            </label>
            <input id={`reason-${review.id}`} name="reason" defaultValue={reason} maxLength={1000} />
          </div>
          <button className={linkButton} type="submit">
            <Trans>Reject</Trans>
          </button>
        </AdminForm>
      )}
    </article>
  )
}
