import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { useData } from '../../../../renderer/useData.ts'
import { EmptyStatePage } from '../../../../components/layout/EmptyStatePage.tsx'
import { PageHeading } from '../../../../components/layout/PageHeading.tsx'
import { Link } from '../../../../components/links/Link.tsx'
import { card, cardGrid, facts } from '../../../../components/account/account.styles.ts'
import { ORDER_STATUS_LABELS } from '../../../../components/account/orderStatus.ts'
import { formatMoney } from '../../../../components/price/formatMoney.ts'
import type { CustomerOrdersPageData } from './+data.ts'

/** The order history (/user/orders/): each order's number, date, status, pieces and total, newest first. */
export default function Page() {
  const { store } = usePageContext()
  const { orders } = useData<CustomerOrdersPageData>()
  const { t, i18n } = useLingui()
  if (orders.length === 0)
    return (
      <EmptyStatePage heading={<Trans>My orders</Trans>} message={<Trans>You have no orders yet.</Trans>} />
    )
  return (
    <>
      <PageHeading>
        <Trans>My orders</Trans>
      </PageHeading>
      <ul className={cardGrid}>
        {orders.map((order) => {
          const number = order.order_number
          const pieces = order.items.reduce((sum, item) => sum + item.quantity_ordered, 0)
          const status = ORDER_STATUS_LABELS[order.status]
          return (
            <li key={order.order_id} className={card}>
              <h2>
                <Link to={`/user/orders/${order.order_id}`}>{t`Order ${number}`}</Link>
              </h2>
              <dl className={facts}>
                <dt>
                  <Trans>Order date</Trans>
                </dt>
                <dd>{i18n.date(new Date(order.order_date), { dateStyle: 'long' })}</dd>
                <dt>
                  <Trans>Status</Trans>
                </dt>
                <dd>{status ? i18n._(status) : order.status}</dd>
                <dt>
                  <Trans>Items</Trans>
                </dt>
                <dd>{pieces}</dd>
                <dt>
                  <Trans>Total paid</Trans>
                </dt>
                <dd>
                  {formatMoney(
                    order.total.grand_total.amount,
                    order.total.grand_total.currency,
                    store.locale,
                  )}
                </dd>
              </dl>
            </li>
          )
        })}
      </ul>
    </>
  )
}
