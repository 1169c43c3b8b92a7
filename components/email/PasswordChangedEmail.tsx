import { Trans, useLingui } from '@lingui/react/macro'
import { EmailButton, AccountEmailReason, EmailLayout } from './EmailLayout.tsx'
import type { PasswordChangedEmailData } from '../../domain/email/emailData.ts'

/** Sent after the password changed, so an owner who did not change it can take the account back. */
export function PasswordChangedEmail({ data }: { data: PasswordChangedEmailData }) {
  const { t } = useLingui()
  const { firstName, passwordRequestUrl } = data
  return (
    <EmailLayout preview={t`Your password was changed`} reason={<AccountEmailReason />}>
      <p>
        <Trans>Hello {firstName},</Trans>
      </p>
      <p>
        <Trans>The password of your account was just changed, and every other device was signed out.</Trans>
      </p>
      <p>
        <Trans>If this was not you, choose a new password now:</Trans>
      </p>
      <EmailButton href={passwordRequestUrl}>
        <Trans>Choose a new password</Trans>
      </EmailButton>
    </EmailLayout>
  )
}
