import { Trans, useLingui } from '@lingui/react/macro'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import type { StockAlertConfirmationEmailData } from '../../domain/email/emailData.ts'

/** Sent after a stock alert request (double opt-in): nothing is sent when the size is back unless the link is opened. */
export function StockAlertConfirmationEmail({ data }: { data: StockAlertConfirmationEmailData }) {
  const { t } = useLingui()
  const { productName, optionLabels, confirmUrl, unsubscribeUrl, validDays } = data
  return (
    <EmailLayout
      preview={t`Confirm your stock alert`}
      reason={
        <Trans>
          You receive this e-mail because this address was entered to be told when an item is back in stock.
          This is an automatic message: please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Hello,</Trans>
      </p>
      <p>
        <Trans>
          Someone, hopefully you, asked to be told at this address when {productName} ({optionLabels}) is back
          in stock. Confirm it with this link, valid for {validDays} days:
        </Trans>
      </p>
      <EmailButton href={confirmUrl}>
        <Trans>Confirm my alert</Trans>
      </EmailButton>
      <p>
        <Trans>
          We will write once, when this size is back. If you did not ask for this, ignore this e-mail, or
          cancel the alert here: <a href={unsubscribeUrl}>unsubscribe</a>.
        </Trans>
      </p>
    </EmailLayout>
  )
}
