import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { panel, lead } from '../../../components/account/account.styles.ts'
import { ReviewForm } from '../../../components/reviews/ReviewForm.tsx'
import type { ReviewPageData } from './+data.ts'

/**
 * Writing a review of a product (`/review/:sku`), linked from its product page: the form for a
 * signed-in customer, a sign-in link that comes back here for anybody else, and the thanks
 * (published after moderation) once sent.
 */
export default function Page() {
  const { customer, notice } = usePageContext()
  const { product } = useData<ReviewPageData>()
  const { t } = useLingui()
  const here = `/review/${encodeURIComponent(product.sku)}`
  return (
    <>
      <PageHeading>{t`Write a review`}</PageHeading>
      <p className={lead}>
        <Trans>
          Your opinion of <Link to={product.path}>{product.name}</Link>
        </Trans>
      </p>
      <FormNotice />
      {notice === 'reviewSubmitted' ? (
        <p>
          <Link to={product.path}>
            <Trans>Back to the product</Trans>
          </Link>
        </p>
      ) : customer ? (
        <section className={panel} aria-labelledby="review-form-heading">
          <h2 id="review-form-heading">
            <Trans>Your review</Trans>
          </h2>
          <ReviewForm sku={product.sku} action={here} labelledBy="review-form-heading" />
        </section>
      ) : (
        <p>
          <Link to={`/login?redirect=${encodeURIComponent(here)}`}>
            <Trans>Sign in to write a review</Trans>
          </Link>
        </p>
      )}
    </>
  )
}
