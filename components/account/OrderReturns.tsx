import { Trans } from '@lingui/react/macro'
import type { FragmentType } from '../../graphql/client/index.ts'
import { Link } from '../links/Link.tsx'
import { ReturnSummary, type ReturnAddress, type ReturnSummaryFragment } from './ReturnSummary.tsx'
import { panelStack } from './account.styles.ts'

/**
 * The returns of an order and, while pieces may still be sent back, the "Return items" link to
 * its return form; nothing for an order with neither. A guest's order, opened by its signed
 * link (`token`), links to the guest's form and labels with the same token.
 */
export function OrderReturns({
  orderId,
  returnable,
  returns,
  returnAddress,
  token = null,
}: {
  orderId: string
  returnable: boolean
  returns: readonly ({ id: string } & FragmentType<typeof ReturnSummaryFragment>)[]
  returnAddress: ReturnAddress
  token?: string | null
}) {
  if (!returnable && returns.length === 0) return null
  const create =
    token === null
      ? `/user/orders/${orderId}/returns/create`
      : `/orders/returns?token=${encodeURIComponent(token)}`
  return (
    <section aria-labelledby="order-returns-heading">
      <h2 id="order-returns-heading">
        <Trans>Returns</Trans>
      </h2>
      {returnable ? (
        <p>
          <Link to={create}>
            <Trans>Return items</Trans>
          </Link>
        </p>
      ) : null}
      <div className={panelStack}>
        {returns.map((rma) => (
          <ReturnSummary
            key={rma.id}
            rma={rma}
            headingLevel={3}
            returnAddress={returnAddress}
            token={token}
          />
        ))}
      </div>
    </section>
  )
}
