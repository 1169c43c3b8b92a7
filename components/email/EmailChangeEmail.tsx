import { Trans, useLingui } from '@lingui/react/macro'
import { EmailButton, AccountEmailReason, EmailLayout } from './EmailLayout.tsx'
import type { EmailChangeEmailData } from '../../domain/email/emailData.ts'

/** Sent to the new address: the account's e-mail changes only once its owner opens the link. */
export function EmailChangeEmail({ data }: { data: EmailChangeEmailData }) {
  const { t } = useLingui()
  const { firstName, newEmail, confirmUrl, validHours } = data
  return (
    <EmailLayout preview={t`Confirm your new e-mail address`} reason={<AccountEmailReason />}>
      <p>
        <Trans>Hello {firstName},</Trans>
      </p>
      <p>
        <Trans>
          You asked to use {newEmail} for your account. Confirm it with this link, valid for {validHours}{' '}
          hours and usable once:
        </Trans>
      </p>
      <EmailButton href={confirmUrl}>
        <Trans>Confirm my new e-mail address</Trans>
      </EmailButton>
      <p>
        <Trans>
          If you did not ask for this, ignore this e-mail: your account keeps its current address.
        </Trans>
      </p>
    </EmailLayout>
  )
}
