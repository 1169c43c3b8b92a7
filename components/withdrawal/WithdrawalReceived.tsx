import { Trans } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeTimeZone } from '../../config/stores.ts'
import { FormNotice } from '../forms/FormNotice.tsx'
import { Link } from '../links/Link.tsx'
import { formatDateTime } from '../price/formatMoney.ts'
import { lead, panel, panelStack } from '../account/account.styles.ts'
import { lastDayOf } from './OrderWithdrawalPanel.tsx'
import { WithdrawalStatementText } from './WithdrawalStatementText.tsx'
import type { WithdrawalPageData } from './withdrawalPageData.ts'

/**
 * After "Confirm withdrawal here": the withdrawal was received, when (date and time), where the
 * acknowledgment went, what happens next (the goods back within 14 days, the refund within 14
 * days), and every statement received for the order, newest first.
 */
export function WithdrawalReceived({ data }: { data: WithdrawalPageData }) {
  const { order, links } = data
  const { store } = usePageContext()
  const timeZone = storeTimeZone(store.key)
  const withdrawals = [...order.withdrawals].reverse()
  const latest = withdrawals[0]
  if (!latest) {
    return (
      <>
        <p className={lead}>
          <Trans>No withdrawal has been received for this order.</Trans>
        </p>
        <p>
          <Link to={links.order}>
            <Trans>Back to the order</Trans>
          </Link>
        </p>
      </>
    )
  }
  const received = formatDateTime(latest.submitted_at, store.locale, timeZone)
  const email = latest.email
  const returnBy = lastDayOf(latest.return_by, store.locale, timeZone)
  const giftCardLines = new Set(
    order.withdrawal.items.filter((item) => item.is_gift_card).map((item) => item.order_item_id),
  )
  const hasGoods = latest.items.some((item) => !giftCardLines.has(item.order_item_id))
  const returnAddress = [data.returnAddress.name, ...data.returnAddress.lines].join(', ')
  return (
    <>
      <FormNotice />
      <p className={lead} data-withdrawal-received="">
        <Trans>
          We received your withdrawal on <strong>{received}</strong>. The acknowledgement of receipt is on its
          way to {email}.
        </Trans>
      </p>
      <h2>
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
          <Trans>
            We refund what you paid for these goods within 14 days of receiving your withdrawal, to the means
            of payment of your order, including the standard delivery costs when you withdraw from the whole
            order.
          </Trans>
        </li>
      </ul>
      <div className={panelStack}>
        {withdrawals.map((withdrawal) => (
          <section
            key={withdrawal.id}
            className={panel}
            aria-label={formatDateTime(withdrawal.submitted_at, store.locale, timeZone)}
          >
            <WithdrawalStatementText
              orderNumber={order.order_number}
              name={withdrawal.name}
              email={withdrawal.email}
              wholeOrder={withdrawal.whole_order}
              items={withdrawal.items.map((item) => ({
                key: item.order_item_id,
                name: item.product_name,
                sku: item.product_sku,
                quantity: item.quantity,
                options: item.selected_options,
              }))}
              submittedAt={withdrawal.submitted_at}
            />
          </section>
        ))}
      </div>
      <p>
        <Link to={links.order}>
          <Trans>Back to the order</Trans>
        </Link>
      </p>
    </>
  )
}
