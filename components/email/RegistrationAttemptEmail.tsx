import { Trans, useLingui } from '@lingui/react/macro'
import { AccountEmailReason, EmailButton, EmailLayout } from './EmailLayout.tsx'
import type { RegistrationAttemptEmailData } from '../../domain/email/emailData.ts'

/**
 * The e-mail sent to an account's owner when someone tries to open an account with their
 * address (docs/security.md): nothing changed, and a link to choose a new password in case
 * it was them and they forgot it.
 */
export function RegistrationAttemptEmail({ data }: { data: RegistrationAttemptEmailData }) {
  const { t } = useLingui()
  const { firstName, resetUrl, validMinutes } = data
  return (
    <EmailLayout
      preview={t`Someone tried to open an account with your e-mail address`}
      reason={<AccountEmailReason />}
    >
      <p>
        <Trans>Hello {firstName},</Trans>
      </p>
      <p>
        <Trans>
          Someone tried to open a new account with your e-mail address. You already have an account with us,
          so nothing was created and nothing changed in your account.
        </Trans>
      </p>
      <p>
        <Trans>
          If it was you and you forgot your password, choose a new one with this link, valid for{' '}
          {validMinutes} minutes and usable once:
        </Trans>
      </p>
      <EmailButton href={resetUrl}>
        <Trans>Choose a new password</Trans>
      </EmailButton>
      <p>
        <Trans>If it was not you, you can ignore this e-mail: your password stays as it is.</Trans>
      </p>
    </EmailLayout>
  )
}
