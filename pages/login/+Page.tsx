import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { Link } from '../../components/links/Link.tsx'
import { SignInFields } from '../../components/account/SignInFields.tsx'
import { AccountForm } from '../../components/forms/AccountForm.tsx'
import { FormNotice } from '../../components/forms/FormNotice.tsx'
import { SignedInPanel } from '../../components/account/SignedInPanel.tsx'
import { actionList, lead, panel, twoPanels } from '../../components/account/account.styles.ts'

/** Sign in (/login): e-mail and password, then back to the page that asked (`?redirect=`). */
export default function Page() {
  const { customer, formState, urlParsed } = usePageContext()
  const redirect = (formState?.form === 'login' ? formState.values.redirect : urlParsed.search.redirect) ?? ''
  return (
    <>
      <PageHeading>
        <Trans>Sign in</Trans>
      </PageHeading>
      <FormNotice />
      {customer ? (
        <SignedInPanel />
      ) : (
        <div className={twoPanels}>
          <section className={panel} aria-labelledby="login-heading">
            <h2 id="login-heading">
              <Trans>I have an account</Trans>
            </h2>
            <AccountForm name="login" action="/login" labelledBy="login-heading">
              {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
              <SignInFields submitLabel={<Trans>Sign in</Trans>} />
            </AccountForm>
          </section>
          <section className={panel} aria-labelledby="new-customer-heading">
            <h2 id="new-customer-heading">
              <Trans>New customer?</Trans>
            </h2>
            <p className={lead}>
              <Trans>
                With an account you check out faster, follow your orders and keep your addresses and wishlist.
              </Trans>
            </p>
            <ul className={actionList}>
              <li>
                <Link to="/register">
                  <Trans>Create an account</Trans>
                </Link>
              </li>
            </ul>
          </section>
        </div>
      )}
    </>
  )
}
