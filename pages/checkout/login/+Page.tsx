import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { SignInFields } from '../../../components/account/SignInFields.tsx'
import { AccountForm } from '../../../components/forms/AccountForm.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { TextField } from '../../../components/forms/TextField.tsx'
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx'
import { formActions } from '../../../components/forms/forms.styles.ts'
import { lead, panel, twoPanels } from '../../../components/account/account.styles.ts'
import { BeginCheckout } from '../../../components/dataLayer/BeginCheckout.tsx'
import type { CheckoutLoginPageData } from './+data.ts'

/**
 * The checkout's first step (/checkout/login): sign in with an account, or continue
 * as a guest with an e-mail address; an account can be made after the order. Both forms post
 * to this page and go on to /checkout/.
 */
export default function Page() {
  const { email, items } = useData<CheckoutLoginPageData>()
  const { t } = useLingui()
  return (
    <>
      <BeginCheckout items={items} checkout={null} />
      <PageHeading>
        <Trans>Sign in to check out</Trans>
      </PageHeading>
      <FormNotice />
      <div className={twoPanels}>
        <section className={panel} aria-labelledby="checkout-guest-heading">
          <h2 id="checkout-guest-heading">
            <Trans>Check out as a guest</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              We send your order confirmation to this address. You can create an account after your order,
              with one click.
            </Trans>
          </p>
          <AccountForm
            name="checkoutGuest"
            action="/checkout/login"
            operation="guest"
            labelledBy="checkout-guest-heading"
          >
            <TextField
              name="email"
              type="email"
              label={t`E-mail address`}
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={email}
            />
            <div className={formActions}>
              <SubmitButton>
                <Trans>Continue as a guest</Trans>
              </SubmitButton>
            </div>
          </AccountForm>
        </section>
        <section className={panel} aria-labelledby="checkout-sign-in-heading">
          <h2 id="checkout-sign-in-heading">
            <Trans>I have an account</Trans>
          </h2>
          <AccountForm
            name="checkoutSignIn"
            action="/checkout/login"
            operation="signIn"
            labelledBy="checkout-sign-in-heading"
          >
            <SignInFields submitLabel={<Trans>Sign in and check out</Trans>} />
          </AccountForm>
        </section>
      </div>
    </>
  )
}
