import { Trans, useLingui } from '@lingui/react/macro'
import { EmailButton, AccountEmailReason, EmailLayout } from './EmailLayout.tsx'
import type { PasswordResetEmailData } from '../../domain/email/emailData.ts'

/** The e-mail sent after a password request: a link to choose a new password, valid for a while. */
export function PasswordResetEmail({ data }: { data: PasswordResetEmailData }) {
  const { t } = useLingui()
  const { firstName, resetUrl, validMinutes } = data
  return (
    <EmailLayout preview={t`Choose a new password for your account`} reason={<AccountEmailReason />}>
      <p>
        <Trans>Hello {firstName},</Trans>
      </p>
      <p>
        <Trans>
          We received a request to reset the password of your account. Choose a new password with this link,
          valid for {validMinutes} minutes and usable once:
        </Trans>
      </p>
      <EmailButton href={resetUrl}>
        <Trans>Choose a new password</Trans>
      </EmailButton>
      <p>
        <Trans>If you did not ask for this, ignore this e-mail: your password stays as it is.</Trans>
      </p>
    </EmailLayout>
  )
}
