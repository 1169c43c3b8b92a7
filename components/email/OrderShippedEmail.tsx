import { Trans, useLingui } from '@lingui/react/macro'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import type { OrderShippedEmailData } from '../../domain/email/emailData.ts'

/** The e-mail a shopper receives when the order leaves the warehouse, with the way to follow each parcel. */
export function OrderShippedEmail({ data }: { data: OrderShippedEmailData }) {
  const { t } = useLingui()
  const { number } = data
  return (
    <EmailLayout
      preview={t`Your order ${number} has shipped`}
      reason={
        <Trans>
          You receive this e-mail because you placed an order in our shop. This is an automatic message:
          please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Good news: your order {number} has shipped.</Trans>
      </p>
      {data.parcels.map((parcel) => {
        const { carrier, trackingNumber } = parcel
        return (
          <p key={`${carrier} ${trackingNumber}`}>
            <Trans>
              Carrier: {carrier}, tracking number: {trackingNumber}
            </Trans>
            {parcel.trackingUrl ? (
              <>
                <br />
                <a href={parcel.trackingUrl}>
                  <Trans>Track your parcel on the {carrier} website</Trans>
                </a>
              </>
            ) : null}
          </p>
        )
      })}
      <EmailButton href={data.orderUrl}>
        <Trans>View your order</Trans>
      </EmailButton>
    </EmailLayout>
  )
}
