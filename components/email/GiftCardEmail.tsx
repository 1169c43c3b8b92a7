import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatDate, formatMoney } from '../price/formatMoney.ts'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import type { GiftCardEmailData } from '../../domain/email/emailData.ts'

const CODE_STYLE = {
  margin: '16px 0',
  padding: '12px 16px',
  backgroundColor: '#fff3ed',
  borderRadius: '6px',
  fontFamily: 'Menlo, Consolas, monospace',
  fontSize: '20px',
  fontWeight: 700,
  letterSpacing: '2px',
}

/** The e-mail a gift card's recipient receives, with its code. */
export function GiftCardEmail({ data }: { data: GiftCardEmailData }) {
  const { t } = useLingui()
  const { store } = usePageContext()
  const { recipientName, senderName, message, code, currency, balanceUrl } = data
  const amount = formatMoney(data.amount, currency, store.locale)
  const expirationDate = data.expirationDate ? formatDate(data.expirationDate, store.locale) : null
  return (
    <EmailLayout
      preview={t`${senderName} sends you a gift card of ${amount}`}
      reason={
        <Trans>
          You receive this e-mail because someone offered you a gift card. This is an automatic message:
          please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Hello {recipientName},</Trans>
      </p>
      <p>
        <Trans>
          {senderName} sends you a gift card of {amount}.
        </Trans>
      </p>
      {message ? (
        <blockquote
          style={{
            margin: '16px 0',
            paddingLeft: '12px',
            borderLeft: '3px solid #408fdb',
            whiteSpace: 'pre-line',
          }}
        >
          {message}
        </blockquote>
      ) : null}
      <p>
        <Trans>Your gift card code:</Trans>
      </p>
      <p style={CODE_STYLE}>{code}</p>
      <p>
        {expirationDate ? (
          <Trans>Enter it at checkout to pay with it, until {expirationDate}.</Trans>
        ) : (
          <Trans>Enter it at checkout to pay with it.</Trans>
        )}
      </p>
      <EmailButton href={balanceUrl}>
        <Trans>Check the balance</Trans>
      </EmailButton>
      <p>
        <Trans>Keep this code safe: whoever has it can spend the card.</Trans>
      </p>
    </EmailLayout>
  )
}
