import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { useData } from '../../renderer/useData.ts'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { Link } from '../../components/links/Link.tsx'
import { AccountForm } from '../../components/forms/AccountForm.tsx'
import { CheckboxField } from '../../components/forms/CheckboxField.tsx'
import { FormNotice } from '../../components/forms/FormNotice.tsx'
import { SubmitButton } from '../../components/forms/SubmitButton.tsx'
import { TextField } from '../../components/forms/TextField.tsx'
import { fieldRow, formActions } from '../../components/forms/forms.styles.ts'
import { SignedInPanel } from '../../components/account/SignedInPanel.tsx'
import { lead, panel } from '../../components/account/account.styles.ts'
import type { RegisterPageData } from './+data.ts'
import { NewPasswordHint } from '../../components/account/NewPasswordHint.tsx'

/** Create an account (/register): name, e-mail, password, newsletter and the terms. */
export default function Page() {
  const { customer } = usePageContext()
  const { termsPath } = useData<RegisterPageData>()
  const { t } = useLingui()
  const termsLabel = termsPath ? (
    <Trans>
      I have read and accept the <Link to={termsPath}>terms and conditions of sale</Link>.
    </Trans>
  ) : (
    <Trans>
      I have read and accept the <span>terms and conditions of sale</span>.
    </Trans>
  )
  return (
    <>
      <PageHeading>
        <Trans>Create an account</Trans>
      </PageHeading>
      <FormNotice />
      {customer ? (
        <SignedInPanel />
      ) : (
        <section className={panel} aria-labelledby="register-heading">
          <h2 id="register-heading">
            <Trans>Your details</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              Already have an account? <Link to="/login">Sign in</Link>
            </Trans>
          </p>
          <AccountForm name="register" action="/register" labelledBy="register-heading">
            <div className={fieldRow}>
              <TextField name="firstname" label={t`First name`} autoComplete="given-name" required />
              <TextField name="lastname" label={t`Last name`} autoComplete="family-name" required />
            </div>
            <TextField
              name="email"
              type="email"
              label={t`E-mail address`}
              autoComplete="email"
              required
              maxLength={254}
            />
            <TextField
              name="password"
              type="password"
              label={t`Password`}
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              hint={<NewPasswordHint />}
            />
            <CheckboxField
              name="isSubscribed"
              label={<Trans>Send me the newsletter with new collections and offers.</Trans>}
            />
            <CheckboxField name="acceptsTerms" required label={termsLabel} />
            <div className={formActions}>
              <SubmitButton>
                <Trans>Create my account</Trans>
              </SubmitButton>
            </div>
          </AccountForm>
        </section>
      )}
    </>
  )
}
