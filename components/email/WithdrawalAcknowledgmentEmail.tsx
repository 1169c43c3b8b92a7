import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeTimeZone } from '../../config/stores.ts'
import { formatDate, formatDateIn, formatDateTime } from '../price/formatMoney.ts'
import { EmailButton, EmailLayout } from './EmailLayout.tsx'
import { regionName } from '../price/cachedFormats.ts'
import type { WithdrawalEmailData } from '../../domain/email/emailData.ts'

const QUOTE_STYLE = { margin: '16px 0', paddingLeft: '12px', borderLeft: '3px solid #408fdb' } as const

/** The statement as received: the pieces, the order, the name and address given, and when. */
export function WithdrawalStatementCopy({ data }: { data: WithdrawalEmailData }) {
  const { store } = usePageContext()
  const { orderNumber, name, email } = data
  const orderDate = formatDate(data.orderDate, store.locale)
  const submitted = formatDateTime(data.submittedAt, store.locale, storeTimeZone(store.key))
  return (
    <blockquote style={QUOTE_STYLE}>
      <p>
        {data.wholeOrder ? (
          <Trans>
            I hereby withdraw from my contract of sale of the following goods (my whole order {orderNumber}):
          </Trans>
        ) : (
          <Trans>
            I hereby withdraw from my contract of sale of the following goods of my order {orderNumber}:
          </Trans>
        )}
      </p>
      <ul>
        {data.items.map((item, index) => (
          <li key={index}>
            {item.quantity} × {item.name} ({item.sku})
            {item.options.length > 0 ? ` – ${item.options.join(', ')}` : ''}
          </li>
        ))}
      </ul>
      <ul>
        <li>
          <Trans>Order number: {orderNumber}</Trans>
        </li>
        <li>
          <Trans>Ordered on: {orderDate}</Trans>
        </li>
        <li>
          <Trans>Name: {name}</Trans>
        </li>
        <li>
          <Trans>E-mail address: {email}</Trans>
        </li>
        <li>
          <Trans>Sent on: {submitted}</Trans>
        </li>
      </ul>
    </blockquote>
  )
}

/**
 * The acknowledgment of receipt on a durable medium that art. 11a of Directive 2011/83/EU asks
 * for: the statement as received, with the date and time it was sent, and what happens next
 * (send the goods back within 14 days, the refund within 14 days).
 */
export function WithdrawalAcknowledgmentEmail({ data }: { data: WithdrawalEmailData }) {
  const { t } = useLingui()
  const { store } = usePageContext()
  const { orderNumber, name } = data
  const timeZone = storeTimeZone(store.key)
  const submitted = formatDateTime(data.submittedAt, store.locale, timeZone)
  // returnBy is the first instant after the period: its last day is the one before.
  const returnBy = formatDateIn(new Date(new Date(data.returnBy).getTime() - 1), store.locale, timeZone)
  const address = data.returnAddress
  const country = regionName(store.locale, address.country)
  const returnAddress = [
    address.name,
    ...address.street,
    `${address.postalCode} ${address.locality}`,
    country,
  ].join(', ')
  const hasGoods = data.items.some((item) => !item.giftCard)
  const hasGiftCards = data.items.some((item) => item.giftCard)
  return (
    <EmailLayout
      preview={t`We received your withdrawal from order ${orderNumber}`}
      reason={
        <Trans>
          You receive this e-mail because you withdrew from a contract in our shop. Keep it: it is your
          acknowledgement of receipt. This is an automatic message: please do not reply to it.
        </Trans>
      }
    >
      <p>
        <Trans>Hello {name},</Trans>
      </p>
      <p>
        <Trans>
          We confirm that we received your withdrawal from the contract on <strong>{submitted}</strong>. Here
          is your statement as we received it:
        </Trans>
      </p>
      <WithdrawalStatementCopy data={data} />
      <h2 style={{ fontSize: '18px' }}>
        <Trans>What happens next</Trans>
      </h2>
      <ul>
        {hasGoods ? (
          <li>
            <Trans>
              Please send the goods back by {returnBy} at the latest (14 days from your withdrawal) to:{' '}
              {returnAddress}. We bear the cost of sending them back.
            </Trans>
          </li>
        ) : null}
        <li>
          {data.wholeOrder ? (
            <Trans>
              We refund everything you paid for these goods, including the standard delivery costs, within 14
              days of receiving your withdrawal, to the means of payment of your order.
            </Trans>
          ) : (
            <Trans>
              We refund what you paid for these goods within 14 days of receiving your withdrawal, to the
              means of payment of your order.
            </Trans>
          )}
          {hasGoods ? (
            <>
              {' '}
              <Trans>
                We may wait until we have received the goods back, or proof that you have sent them.
              </Trans>
            </>
          ) : null}
        </li>
        {hasGiftCards ? (
          <li>
            <Trans>The gift cards you withdrew from stop working when they are refunded.</Trans>
          </li>
        ) : null}
      </ul>
      <EmailButton href={data.orderUrl}>
        <Trans>View your order</Trans>
      </EmailButton>
    </EmailLayout>
  )
}
