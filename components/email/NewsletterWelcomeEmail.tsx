import { Trans, useLingui } from '@lingui/react/macro'
import { EmailLayout } from './EmailLayout.tsx'
import type { NewsletterWelcomeEmailData } from '../../domain/email/emailData.ts'

/** Sent once a subscription is confirmed: what comes next, and how to leave. */
export function NewsletterWelcomeEmail({ data }: { data: NewsletterWelcomeEmailData }) {
  const { t } = useLingui()
  return (
    <EmailLayout
      preview={t`You are subscribed to our newsletter`}
      reason={
        <Trans>
          You receive this e-mail because you subscribed to our newsletter. This is an automatic message:
          please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Hello,</Trans>
      </p>
      <p>
        <Trans>
          Your subscription is confirmed: you will receive our newsletter with new collections and offers,
          about twice a month.
        </Trans>
      </p>
      <p>
        <Trans>
          You can unsubscribe at any time with the link at the bottom of every newsletter, or here:{' '}
          <a href={data.unsubscribeUrl}>unsubscribe</a>.
        </Trans>
      </p>
    </EmailLayout>
  )
}
