import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../../../../renderer/usePageContext.tsx'
import { PageHeading } from '../../../../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../../../../components/layout/EmptyState.tsx'
import { Link } from '../../../../../../components/links/Link.tsx'
import { lead } from '../../../../../../components/account/account.styles.ts'
import { ReturnForm } from '../../../../../../components/account/ReturnForm.tsx'
import { RETURN_PERIOD_DAYS } from '../../../../../../graphql/schema/shop/shopConfig.ts'
import type { CreateReturnPageData } from './+data.ts'

/**
 * Returning items of an order (spec §2 /user/orders/:orderId/returns/create): the lines that
 * may still be returned, how many of each and why, as a form that works without JavaScript.
 * An order that cannot be returned (not delivered, past its return period, all returned) says so.
 */
export default function Page() {
  const { data } = usePageContext()
  const { order, returnAttributes } = data as CreateReturnPageData
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
          <ReturnForm order={order} attributes={returnAttributes} />
        </>
      )}
      <p>
        <Link to={`/user/orders/${order.order_id}/`}>
          <Trans>Back to the order</Trans>
        </Link>
      </p>
    </>
  )
}
