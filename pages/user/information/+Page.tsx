import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { AccountForm } from '../../../components/forms/AccountForm.tsx'
import { FormErrorSummary } from '../../../components/forms/FormErrorSummary.tsx'
import { FormNotice } from '../../../components/forms/FormNotice.tsx'
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx'
import { TextField } from '../../../components/forms/TextField.tsx'
import { fieldRow, formActions } from '../../../components/forms/forms.styles.ts'
import { lead, panel, panelStack } from '../../../components/account/account.styles.ts'
import type { InformationPageData } from './+data.ts'
import { NewPasswordHint } from '../../../components/account/NewPasswordHint.tsx'

/**
 * Account information (/user/information): the name, the e-mail address (changed
 * once the link sent to the new address is opened, `?confirm-email=`) and the password.
 */
export default function Page() {
  const { urlParsed, formState } = usePageContext()
  const { customer } = useData<InformationPageData>()
  const { email } = customer
  const { t } = useLingui()
  const confirmToken = urlParsed.search['confirm-email']?.trim() ?? ''
  return (
    <>
      <PageHeading>
        <Trans>Account information</Trans>
      </PageHeading>
      <FormNotice />
      <div className={panelStack}>
        {confirmToken ? (
          <section className={panel} aria-labelledby="confirm-email-heading">
            <h2 id="confirm-email-heading">
              <Trans>Confirm your new e-mail address</Trans>
            </h2>
            <p className={lead}>
              <Trans>
                You asked to use a new e-mail address for your account. Confirm it to sign in with it from now
                on.
              </Trans>
            </p>
            <AccountForm
              name="confirmEmail"
              action="/user/information"
              operation="confirmEmail"
              labelledBy="confirm-email-heading"
            >
              <input type="hidden" name="token" value={confirmToken} />
              <div className={formActions}>
                <SubmitButton>
                  <Trans>Confirm my new e-mail address</Trans>
                </SubmitButton>
              </div>
            </AccountForm>
          </section>
        ) : formState?.form === 'confirmEmail' ? (
          <section className={panel} aria-labelledby="confirm-email-heading">
            <h2 id="confirm-email-heading">
              <Trans>Confirm your new e-mail address</Trans>
            </h2>
            <FormErrorSummary form="confirmEmail">
              <p>
                <Trans>Your e-mail address has not changed. You can ask for a new link below.</Trans>
              </p>
            </FormErrorSummary>
          </section>
        ) : null}

        <section className={panel} aria-labelledby="name-heading">
          <h2 id="name-heading">
            <Trans>Your name</Trans>
          </h2>
          <AccountForm
            name="customer"
            action="/user/information"
            operation="customer"
            labelledBy="name-heading"
          >
            <div className={fieldRow}>
              <TextField
                name="firstname"
                label={t`First name`}
                autoComplete="given-name"
                required
                defaultValue={customer.firstname}
              />
              <TextField
                name="lastname"
                label={t`Last name`}
                autoComplete="family-name"
                required
                defaultValue={customer.lastname}
              />
            </div>
            <div className={formActions}>
              <SubmitButton>
                <Trans>Save my name</Trans>
              </SubmitButton>
            </div>
          </AccountForm>
        </section>

        <section className={panel} aria-labelledby="email-heading">
          <h2 id="email-heading">
            <Trans>E-mail address</Trans>
          </h2>
          <p className={lead}>
            <Trans>
              You sign in with <strong>{email}</strong>. To change it, enter the new address and your
              password: we send a confirmation link to the new address, and it replaces the current one once
              you open that link.
            </Trans>
          </p>
          <AccountForm name="email" action="/user/information" operation="email" labelledBy="email-heading">
            <TextField
              name="newEmail"
              type="email"
              label={t`New e-mail address`}
              autoComplete="email"
              required
              maxLength={254}
            />
            <TextField
              name="password"
              type="password"
              label={t`Current password`}
              autoComplete="current-password"
              required
              maxLength={128}
            />
            <div className={formActions}>
              <SubmitButton>
                <Trans>Send the confirmation link</Trans>
              </SubmitButton>
            </div>
          </AccountForm>
        </section>

        <section className={panel} aria-labelledby="password-heading">
          <h2 id="password-heading">
            <Trans>Password</Trans>
          </h2>
          <p className={lead}>
            <Trans>Other devices signed in to your account are signed out when you change it.</Trans>
          </p>
          <AccountForm
            name="password"
            action="/user/information"
            operation="password"
            labelledBy="password-heading"
          >
            <TextField
              name="currentPassword"
              type="password"
              label={t`Current password`}
              autoComplete="current-password"
              required
              maxLength={128}
            />
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
                <Trans>Change my password</Trans>
              </SubmitButton>
            </div>
          </AccountForm>
        </section>
      </div>
    </>
  )
}
