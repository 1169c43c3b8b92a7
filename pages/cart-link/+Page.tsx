import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { Link } from '../../components/links/Link.tsx'
import { lead, panel } from '../../components/account/account.styles.ts'

/**
 * The link of a cart reminder (`/cart/restore?token=`) when it cannot be used: altered or
 * expired (HTTP 410). A valid link never shows this page: the server sends its owner to the
 * cart, and anybody else to sign in first.
 */
export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Your cart</Trans>
      </PageHeading>
      <section className={panel} aria-labelledby="cart-link-heading">
        <h2 id="cart-link-heading">
          <Trans>This cart link has expired or is not valid</Trans>
        </h2>
        <p className={lead}>
          <Trans>
            The link of a cart reminder works for 7 days. Your cart is kept in your account: sign in to find
            it.
          </Trans>
        </p>
        <p>
          <Link to="/cart">
            <Trans>Go to my cart</Trans>
          </Link>
        </p>
      </section>
    </>
  )
}
