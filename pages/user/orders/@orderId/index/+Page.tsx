import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../../../renderer/usePageContext.tsx'
import { PageHeading } from '../../../../../components/layout/PageHeading.tsx'
import { Link } from '../../../../../components/links/Link.tsx'
import { OrderView } from '../../../../../components/checkout/OrderView.tsx'
import { lead } from '../../../../../components/account/account.styles.ts'
import { ORDER_STATUS_LABELS } from '../../../../../components/account/orderStatus.ts'
import type { CustomerOrderPageData } from './+data.ts'

/** An order of the account (spec §2 /user/orders/:orderId): its status, delivery, payment, lines and totals. */
export default function Page() {
  const { data } = usePageContext()
  const { order } = data as CustomerOrderPageData
  const { t, i18n } = useLingui()
  const number = order.order_number
  const status = ORDER_STATUS_LABELS[order.status]
  const statusText = status ? i18n._(status) : order.status
  return (
    <>
      <PageHeading>{t`Order ${number}`}</PageHeading>
      <p className={lead}>{t`Status: ${statusText}`}</p>
      <OrderView order={order} />
      <p>
        <Link to="/user/orders/">
          <Trans>Back to my orders</Trans>
        </Link>
      </p>
    </>
  )
}
