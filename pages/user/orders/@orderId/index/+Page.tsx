import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from '../../../../../renderer/useData.ts'
import { PageHeading } from '../../../../../components/layout/PageHeading.tsx'
import { Link } from '../../../../../components/links/Link.tsx'
import { OrderView } from '../../../../../components/checkout/OrderView.tsx'
import { OrderStatusLine } from '../../../../../components/account/OrderStatusLine.tsx'
import { OrderProgress } from '../../../../../components/account/OrderProgress.tsx'
import { ReorderForm } from '../../../../../components/account/ReorderForm.tsx'
import { OrderDocuments } from '../../../../../components/account/OrderDocuments.tsx'
import { OrderWithdrawalPanel } from '../../../../../components/withdrawal/OrderWithdrawalPanel.tsx'
import { withdrawalLinks } from '../../../../../components/withdrawal/withdrawalOrderFragment.ts'
import { OrderReturns } from '../../../../../components/account/OrderReturns.tsx'
import type { CustomerOrderPageData } from './+data.ts'

/**
 * An order of the account (/user/orders/:orderId): its status, parcels with their
 * tracking and status history, delivery, payment, lines and totals, the reorder button, and the
 * withdrawal function while its period runs, and its returns with the way to return items
 * while it can be returned.
 */
export default function Page() {
  const { order, returnAddress } = useData<CustomerOrderPageData>()
  const { t } = useLingui()
  const number = order.order_number
  return (
    <>
      <PageHeading>{t`Order ${number}`}</PageHeading>
      <OrderStatusLine status={order.status} />
      <ReorderForm orderNumber={number} />
      <OrderWithdrawalPanel order={order} links={withdrawalLinks({ orderId: order.order_id })} />
      <OrderProgress order={order} />
      <OrderView order={order} />
      <OrderDocuments
        orderId={order.order_id}
        invoices={order.invoices}
        hasRefunds={order.credit_memos.length > 0}
      />
      <OrderReturns
        orderId={order.order_id}
        returnable={order.items_eligible_for_return.length > 0}
        returns={order.returns}
        returnAddress={returnAddress}
      />
      {order.downloadable_links.length > 0 ? (
        <p>
          <Link to="/user/downloadable-products">
            <Trans>All my downloadable products</Trans>
          </Link>
        </p>
      ) : null}
      <p>
        <Link to="/user/orders/">
          <Trans>Back to my orders</Trans>
        </Link>
      </p>
    </>
  )
}
