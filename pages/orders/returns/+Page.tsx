import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { lead } from '../../../components/account/account.styles.ts'
import { ReturnForm } from '../../../components/account/ReturnForm.tsx'
import { RETURN_PERIOD_DAYS } from '../../../graphql/schema/shop/shopConfig.ts'
import type { GuestReturnPageData } from './+data.ts'

/**
 * A guest returning items of their order, opened by its signed link (`/orders/returns?token=`,
 * docs/returns.md): the account's return form (/user/orders/:orderId/returns/create) with the
 * link's token instead of a session. Sent, it leads back to the order page, which shows the return.
 */
export default function Page() {
  const { data } = usePageContext()
  const { order, returnAttributes, token } = data as GuestReturnPageData
  const { t } = useLingui()
  const number = order.order_number
  const days = RETURN_PERIOD_DAYS
  return (
    <>
      <PageHeading>{t`Return items of order ${number}`}</PageHeading>
      {order.items_eligible_for_return.length === 0 ? (
        <EmptyState>
          {order.status === 'delivered' ? (
            <Trans>This order has no products that can be returned: they are all in a return already, or its return period of {days} days after delivery is over.</Trans>
          ) : (
            <Trans>This order has no products that can be returned: an order can be returned once it is delivered.</Trans>
          )}
        </EmptyState>
      ) : (
        <>
          <p className={lead}>
            <Trans>Choose how many pieces of each item you send back and tell us why. You can return items within {days} days of delivery; we will e-mail you the return address once your request is accepted.</Trans>
          </p>
          <ReturnForm order={order} attributes={returnAttributes} token={token} />
        </>
      )}
      <p>
        <Link to={`/orders/?token=${encodeURIComponent(token)}`}>
          <Trans>Back to the order</Trans>
        </Link>
      </p>
    </>
  )
}
