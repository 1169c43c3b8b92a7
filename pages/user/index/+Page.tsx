import { css } from '@linaria/core'
import { Trans } from '@lingui/react/macro'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { PostalAddress } from '../../../components/account/PostalAddress.tsx'
import { actionList, facts, lead, panel, panelStack } from '../../../components/account/account.styles.ts'
import { fontSizes, media } from '../../../components/theme/tokens.ts'
import type { DashboardPageData } from './+data.ts'

const defaults = css`
  display: grid;
  gap: 1.6rem;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h3 {
    margin: 0 0 0.8rem;
    font-size: ${fontSizes.large};
  }
  p {
    margin: 0;
  }
`

/** The account dashboard (/user/): contact details, newsletter and default addresses, each with a way to change it. */
export default function Page() {
  const { customer } = useData<DashboardPageData>()
  const { firstname, lastname, email, isSubscribed, addresses } = customer
  const billing = addresses.find((address) => address.defaultBilling)
  const shipping = addresses.find((address) => address.defaultShipping)
  return (
    <>
      <PageHeading>
        <Trans>My account</Trans>
      </PageHeading>
      <FormNotice />
      <p className={lead}>
        <Trans>
          Hello {firstname}, here you find your details, your addresses and your newsletter choice.
        </Trans>
      </p>
      <div className={panelStack}>
        <section className={panel} aria-labelledby="contact-heading">
          <h2 id="contact-heading">
            <Trans>Contact information</Trans>
          </h2>
          <dl className={facts}>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>
              {firstname} {lastname}
            </dd>
            <dt>
              <Trans>E-mail address</Trans>
            </dt>
            <dd>{email}</dd>
          </dl>
          <ul className={actionList}>
            <li>
              <Link to="/user/information">
                <Trans>Edit my details</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/information#password-heading">
                <Trans>Change my password</Trans>
              </Link>
            </li>
          </ul>
        </section>
        <section className={panel} aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading">
            <Trans>Newsletter</Trans>
          </h2>
          <p>
            {isSubscribed ? (
              <Trans>You are subscribed to the newsletter.</Trans>
            ) : (
              <Trans>You are not subscribed to the newsletter.</Trans>
            )}
          </p>
          <ul className={actionList}>
            <li>
              <Link to="/user/newsletter">
                <Trans>Manage my subscription</Trans>
              </Link>
            </li>
          </ul>
        </section>
        <section className={panel} aria-labelledby="addresses-heading">
          <h2 id="addresses-heading">
            <Trans>Address book</Trans>
          </h2>
          <div className={defaults}>
            <div>
              <h3>
                <Trans>Default billing address</Trans>
              </h3>
              {billing ? (
                <PostalAddress address={billing} />
              ) : (
                <p>
                  <Trans>You have not chosen a default billing address.</Trans>
                </p>
              )}
            </div>
            <div>
              <h3>
                <Trans>Default shipping address</Trans>
              </h3>
              {shipping ? (
                <PostalAddress address={shipping} />
              ) : (
                <p>
                  <Trans>You have not chosen a default shipping address.</Trans>
                </p>
              )}
            </div>
          </div>
          <ul className={actionList}>
            <li>
              <Link to="/user/address-book">
                <Trans>Manage my addresses</Trans>
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}
