import { Trans, useLingui } from '@lingui/react/macro'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import type { StockAlertBackInStockEmailData } from '../../domain/email/emailData.ts'

/** Sent once, when a size a confirmed alert waits for is back in stock. */
export function StockAlertBackInStockEmail({ data }: { data: StockAlertBackInStockEmailData }) {
  const { t } = useLingui()
  const { productName, optionLabels, productUrl, unsubscribeUrl } = data
  return (
    <EmailLayout
      preview={t`It is back in stock`}
      reason={
        <Trans>
          You receive this e-mail because you asked us to tell you when this item is back in stock. This is an
          automatic message: please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Hello,</Trans>
      </p>
      <p>
        <Trans>
          Good news: {productName} ({optionLabels}) is back in stock.
        </Trans>
      </p>
      <EmailButton href={productUrl}>
        <Trans>See the product</Trans>
      </EmailButton>
      <p>
        <Trans>
          This was your only alert for this size. To be told nothing more about it:{' '}
          <a href={unsubscribeUrl}>unsubscribe</a>.
        </Trans>
      </p>
    </EmailLayout>
  )
}
