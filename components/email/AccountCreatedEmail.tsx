import { Trans, useLingui } from '@lingui/react/macro'
import { EmailButton, AccountEmailReason, EmailLayout } from './EmailLayout.tsx'
import type { AccountCreatedEmailData } from '../../domain/email/emailData.ts'

/** Sent once an account is opened: which address signs in, and where the account lives. */
export function AccountCreatedEmail({ data }: { data: AccountCreatedEmailData }) {
  const { t } = useLingui()
  const { firstName, email, accountUrl } = data
  return (
    <EmailLayout preview={t`Your account is ready`} reason={<AccountEmailReason />}>
      <p>
        <Trans>Hello {firstName},</Trans>
      </p>
      <p>
        <Trans>
          Welcome! Your account is open. Sign in with {email} to follow your orders, keep your addresses and
          your wishlist.
        </Trans>
      </p>
      <EmailButton href={accountUrl}>
        <Trans>Go to my account</Trans>
      </EmailButton>
    </EmailLayout>
  )
}
