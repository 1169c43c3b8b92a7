import { Trans, useLingui } from '@lingui/react/macro'
import { EmailButton, AccountEmailReason, EmailLayout } from './EmailLayout.tsx'
import type { EmailChangedEmailData } from '../../domain/email/emailData.ts'

/** Sent to the former address once a change is confirmed, so an owner who did not ask can react. */
export function EmailChangedEmail({ data }: { data: EmailChangedEmailData }) {
  const { t } = useLingui()
  const { firstName, newEmail, contactUrl } = data
  return (
    <EmailLayout preview={t`The e-mail address of your account was changed`} reason={<AccountEmailReason />}>
      <p>
        <Trans>Hello {firstName},</Trans>
      </p>
      <p>
        <Trans>
          Your account now signs in with {newEmail}. This address will no longer receive e-mails about your
          account.
        </Trans>
      </p>
      <p>
        <Trans>If you did not make this change, contact us right away:</Trans>
      </p>
      <EmailButton href={contactUrl}>
        <Trans>Contact customer service</Trans>
      </EmailButton>
    </EmailLayout>
  )
}
