import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { PageHeading } from '../layout/PageHeading.tsx'
import { EmptyState } from '../layout/EmptyState.tsx'
import { Link } from '../links/Link.tsx'
import { lead } from '../account/account.styles.ts'
import { ReturnForm, type ReturnFormAttributeFragment } from '../account/ReturnForm.tsx'
import { RETURN_PERIOD_DAYS } from '../../config/shopConfig.ts'

/** The order a return is asked for: its number, whether it was delivered, and the lines the form offers. */
export const ReturnRequestFormOrderFragment = graphql(`
  fragment ReturnRequestFormOrder on Order {
    order_number
    status
    items_eligible_for_return {
      id
    }
    ...ReturnFormOrder
  }
`)

/** Props of {@link ReturnRequestForm}. */
export interface ReturnRequestFormProps {
  order: FragmentType<typeof ReturnRequestFormOrderFragment>
  /** The form's questions, as `returnAttributes` answers them. */
  attributes: readonly FragmentType<typeof ReturnFormAttributeFragment>[]
  /** A guest's signed order link (the form posts it), or null for a signed-in customer's order. */
  token?: string | null
  /** Store-relative path of the order's page, linked back to. */
  orderPath: string
}

/**
 * Asking for a return of an order (docs/returns.md), for a customer and for a guest with the
 * order's signed link alike: the lines that may still be returned, how many of each and why,
 * as a form that works without JavaScript. An order with nothing to return says why (not
 * delivered yet, or everything returned or past the return period).
 */
export function ReturnRequestForm({
  order: orderFragment,
  attributes,
  token = null,
  orderPath,
}: ReturnRequestFormProps) {
  const order = readFragment(ReturnRequestFormOrderFragment, orderFragment)
  const { t } = useLingui()
  const number = order.order_number
  const days = RETURN_PERIOD_DAYS
  return (
    <>
      <PageHeading>{t`Return items of order ${number}`}</PageHeading>
      {order.items_eligible_for_return.length === 0 ? (
        <EmptyState>
          {order.status === 'delivered' ? (
            <Trans>
              This order has no products that can be returned: they are all in a return already, or its return
              period of {days} days after delivery is over.
            </Trans>
          ) : (
            <Trans>
              This order has no products that can be returned: an order can be returned once it is delivered.
            </Trans>
          )}
        </EmptyState>
      ) : (
        <>
          <p className={lead}>
            <Trans>
              Choose how many pieces of each item you send back and tell us why. You can return items within{' '}
              {days} days of delivery; we will e-mail you the return address once your request is accepted.
            </Trans>
          </p>
          <ReturnForm order={order} attributes={attributes} token={token} />
        </>
      )}
      <p>
        <Link to={orderPath}>
          <Trans>Back to the order</Trans>
        </Link>
      </p>
    </>
  )
}
