import { Trans, useLingui } from '@lingui/react/macro'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import type { NewsletterConfirmationEmailData } from '../../domain/email/emailData.ts'

/** Sent after a newsletter request (double opt-in): nothing is subscribed until the link is opened. */
export function NewsletterConfirmationEmail({ data }: { data: NewsletterConfirmationEmailData }) {
  const { t } = useLingui()
  const { confirmUrl, validDays } = data
  return (
    <EmailLayout
      preview={t`Confirm your newsletter subscription`}
      reason={
        <Trans>
          You receive this e-mail because this address was entered to subscribe to our newsletter. This is an
          automatic message: please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Hello,</Trans>
      </p>
      <p>
        <Trans>
          Someone, hopefully you, asked to receive our newsletter at this address. Confirm it with this link,
          valid for {validDays} days:
        </Trans>
      </p>
      <EmailButton href={confirmUrl}>
        <Trans>Confirm my subscription</Trans>
      </EmailButton>
      <p>
        <Trans>If you did not ask for this, ignore this e-mail: you will not be subscribed.</Trans>
      </p>
    </EmailLayout>
  )
}
