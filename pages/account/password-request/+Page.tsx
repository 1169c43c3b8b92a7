import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { AccountForm } from '../../../components/forms/AccountForm.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx'
import { TextField } from '../../../components/forms/TextField.tsx'
import { formActions } from '../../../components/forms/forms.styles.ts'
import { lead, panel } from '../../../components/account/account.styles.ts'

/**
 * Forgotten password (/account/password-request): asks for the e-mail address and
 * sends a link; the answer is the same whether an account uses the address or not.
 */
export default function Page() {
  const { t } = useLingui()
  return (
    <>
      <PageHeading>
        <Trans>Forgotten password</Trans>
      </PageHeading>
      <FormNotice />
      <section className={panel} aria-labelledby="password-request-heading">
        <h2 id="password-request-heading">
          <Trans>Choose a new password</Trans>
        </h2>
        <p className={lead}>
          <Trans>
            Enter the e-mail address of your account: we will send you a link to choose a new password.
          </Trans>
        </p>
        <AccountForm
          name="passwordRequest"
          action="/account/password-request"
          labelledBy="password-request-heading"
        >
          <TextField
            name="email"
            type="email"
            label={t`E-mail address`}
            autoComplete="email"
            required
            maxLength={254}
          />
          <div className={formActions}>
            <SubmitButton>
              <Trans>Send the link</Trans>
            </SubmitButton>
            <Link to="/login">
              <Trans>Back to sign in</Trans>
            </Link>
          </div>
        </AccountForm>
      </section>
    </>
  )
}
