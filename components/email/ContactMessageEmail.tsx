import { Trans, useLingui } from '@lingui/react/macro'
import type { ContactMessage } from '../../domain/contact/contactMessages.ts'
import { CONTACT_SUBJECT_LABELS } from '../contact/contactSubjects.ts'
import { EmailLayout } from './EmailLayout.tsx'
import type { ContactMessageEmailData } from '../../domain/email/emailData.ts'

const QUOTE_STYLE = {
  margin: '16px 0',
  paddingLeft: '12px',
  borderLeft: '3px solid #408fdb',
  whiteSpace: 'pre-line',
} as const

/** The message's fields and text, as a list then a quote (React escapes what the shopper typed). */
export function ContactMessageCopy({ data }: { data: ContactMessage }) {
  const { i18n } = useLingui()
  const subject = i18n._(CONTACT_SUBJECT_LABELS[data.subject])
  return (
    <>
      <ul>
        <li>
          <Trans>Name: {data.name}</Trans>
        </li>
        <li>
          <Trans>E-mail address: {data.email}</Trans>
        </li>
        {data.orderNumber ? (
          <li>
            <Trans>Order number: {data.orderNumber}</Trans>
          </li>
        ) : null}
        <li>
          <Trans>Subject: {subject}</Trans>
        </li>
      </ul>
      <blockquote style={QUOTE_STYLE}>{data.comment}</blockquote>
    </>
  )
}

/** Sent to customer service for a message of the contact form; replying answers the shopper (Reply-To). */
export function ContactMessageEmail({ data }: { data: ContactMessageEmailData }) {
  const { t } = useLingui()
  return (
    <EmailLayout
      preview={t`Message from ${data.name}`}
      reason={<Trans>Sent from the shop’s contact form. Reply to this e-mail to answer the customer.</Trans>}
    >
      <p>
        <Trans>A customer wrote through the contact form:</Trans>
      </p>
      <ContactMessageCopy data={data} />
    </EmailLayout>
  )
}
