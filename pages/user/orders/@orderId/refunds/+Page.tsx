import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../../../renderer/usePageContext.tsx'
import { useData } from '../../../../../renderer/useData.ts'
import { PageHeading } from '../../../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../../../components/layout/EmptyState.tsx'
import { Link } from '../../../../../components/links/Link.tsx'
import { ledger, lead, panel, panelStack } from '../../../../../components/account/account.styles.ts'
import { cardBrandName } from '../../../../../components/account/cardBrandName.ts'
import { formatDate, formatMoney } from '../../../../../components/price/formatMoney.ts'
import type { OrderRefundsPageData } from './+data.ts'

type CreditMemo = OrderRefundsPageData['order']['credit_memos'][number]

/** An order's refunds (/user/orders/:orderId/refunds): each credit memo with its pieces, amounts and where the money went. */
export default function Page() {
  const { order } = useData<OrderRefundsPageData>()
  const { t } = useLingui()
  const number = order.order_number
  return (
    <>
      <PageHeading>{t`Refunds of order ${number}`}</PageHeading>
      {order.credit_memos.length === 0 ? (
        <EmptyState>
          <Trans>This order has no refunds.</Trans>
        </EmptyState>
      ) : (
        <div className={panelStack}>
          {order.credit_memos.map((memo) => (
            <CreditMemoPanel key={memo.id} memo={memo} />
          ))}
        </div>
      )}
      <p>
        <Link to={`/user/orders/${order.order_id}/`}>
          <Trans>Back to the order</Trans>
        </Link>
      </p>
    </>
  )
}

function CreditMemoPanel({ memo }: { memo: CreditMemo }) {
  const { store } = usePageContext()
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, store.locale)
  const headingId = `credit-memo-${memo.id}`
  const number = memo.number
  const date = formatDate(memo.created_at, store.locale)
  const { card_last4: last4 } = memo.refunded_to
  const card = `${cardBrandName(memo.refunded_to.card_brand)} •••• ${last4 ?? ''}`.trim()
  return (
    <section className={panel} aria-labelledby={headingId} data-credit-memo={memo.number}>
      <h2 id={headingId}>
        <Trans>
          Refund {number} of {date}
        </Trans>
      </h2>
      <p className={lead}>
        {memo.refunded_to.type === 'STORE_CREDIT' ? (
          <>
            <Trans>Added to your store credit.</Trans>{' '}
            <Link to="/user/store-credit">
              <Trans>See your store credit</Trans>
            </Link>
          </>
        ) : last4 ? (
          <Trans>Refunded to your {card}.</Trans>
        ) : (
          <Trans>Refunded to the payment method of your order.</Trans>
        )}
      </p>
      <table className={ledger}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Item</Trans>
            </th>
            <th scope="col">
              <Trans>Qty</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {memo.items.map((item) => (
            <tr key={item.id}>
              <td>{item.product_name}</td>
              <td>{item.quantity_refunded}</td>
              <td>{money(item.amount)}</td>
            </tr>
          ))}
          {memo.total.total_shipping.amount > 0 ? (
            <tr>
              <td>
                <Trans>Delivery</Trans>
              </td>
              <td />
              <td>{money(memo.total.total_shipping)}</td>
            </tr>
          ) : null}
          {memo.total.adjustment.amount !== 0 ? (
            <tr>
              <td>
                <Trans>Adjustment</Trans>
              </td>
              <td />
              <td>{money(memo.total.adjustment)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Total refunded</Trans>
            </th>
            <td />
            <td>
              <strong>{money(memo.total.grand_total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {memo.downloadLink ? (
        <p>
          <a href={memo.downloadLink} download>
            <Trans>Download the credit memo {number} (PDF)</Trans>
          </a>
        </p>
      ) : null}
    </section>
  )
}
