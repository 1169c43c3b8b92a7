import { Trans, useLingui } from '@lingui/react/macro'
import { ContactMessageCopy } from './ContactMessageEmail.tsx'
import { EmailLayout } from './EmailLayout.tsx'
import type { ContactAcknowledgmentEmailData } from '../../domain/email/emailData.ts'

/** Sent to the shopper after the contact form: the message reached us, when we answer, and a copy. */
export function ContactAcknowledgmentEmail({ data }: { data: ContactAcknowledgmentEmailData }) {
  const { t } = useLingui()
  return (
    <EmailLayout
      preview={t`We have received your message`}
      reason={
        <Trans>
          You receive this e-mail because you wrote to us through our contact form. This is an automatic
          message: please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Hello {data.name},</Trans>
      </p>
      <p>
        <Trans>
          Thank you for your message: our customer service answers within one working day. Here is a copy of
          what you sent:
        </Trans>
      </p>
      <ContactMessageCopy data={data} />
    </EmailLayout>
  )
}
