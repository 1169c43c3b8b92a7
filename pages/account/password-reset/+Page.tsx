import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { AccountForm } from '../../../components/forms/AccountForm.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx'
import { TextField } from '../../../components/forms/TextField.tsx'
import { formActions } from '../../../components/forms/forms.styles.ts'
import { actionList, lead, panel } from '../../../components/account/account.styles.ts'
import { NewPasswordHint } from '../../../components/account/NewPasswordHint.tsx'

/**
 * Choose a new password (/account/password-reset), opened from the e-mailed link
 * (`?token=`). A used or expired token is refused when the form is sent.
 */
export default function Page() {
  const { urlParsed, formState } = usePageContext()
  const { t } = useLingui()
  const token = urlParsed.search.token?.trim() ?? ''
  return (
    <>
      <PageHeading>
        <Trans>Reset your password</Trans>
      </PageHeading>
      <FormNotice />
      {token ? (
        <section className={panel} aria-labelledby="password-reset-heading">
          <h2 id="password-reset-heading">
            <Trans>Choose a new password</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              Once it is saved, you are signed out on every device and sign in again with the new password.
            </Trans>
          </p>
          <AccountForm
            name="passwordReset"
            action="/account/password-reset"
            labelledBy="password-reset-heading"
            errorHelp={
              formState?.errorCode === 'INVALID_TOKEN' ? (
                <p>
                  <Link to="/account/password-request">
                    <Trans>Ask for a new link</Trans>
                  </Link>
                </p>
              ) : null
            }
          >
            <input type="hidden" name="token" value={token} />
            <TextField
              name="newPassword"
              type="password"
              label={t`New password`}
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              hint={<NewPasswordHint />}
            />
            <div className={formActions}>
              <SubmitButton>
                <Trans>Save the new password</Trans>
              </SubmitButton>
            </div>
          </AccountForm>
        </section>
      ) : (
        <section className={panel} aria-labelledby="password-reset-heading">
          <h2 id="password-reset-heading">
            <Trans>This page needs the link from our e-mail</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              To choose a new password, open the link in the e-mail we sent you. No e-mail, or the link has
              expired? Ask for a new one.
            </Trans>
          </p>
          <ul className={actionList}>
            <li>
              <Link to="/account/password-request">
                <Trans>Ask for a new link</Trans>
              </Link>
            </li>
          </ul>
        </section>
      )}
    </>
  )
}
