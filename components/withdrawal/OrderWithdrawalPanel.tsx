import { Trans, useLingui } from '@lingui/react/macro'
import { cx } from '@linaria/core'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeTimeZone } from '../../config/stores.ts'
import { Link } from '../links/Link.tsx'
import { formatDateIn, formatDateTime } from '../price/formatMoney.ts'
import { primaryButton } from '../theme/buttons.styles.ts'
import { lead } from '../account/account.styles.ts'
import { withdrawalPanel, withdrawLink } from './withdrawal.styles.ts'
import type { WithdrawalLinks } from './withdrawalOrderFragment.ts'

/** What an order page shows of the withdrawal function. */
export const OrderWithdrawalPanelFragment = graphql(`
  fragment OrderWithdrawalPanel on Order {
    withdrawal {
      state
      available
      deadline
    }
    withdrawals {
      id
      submitted_at
      items {
        order_item_id
        product_name
        quantity
      }
    }
  }
`)

/** The last day of a period that ends at `deadline` (its first instant after), in the store's time zone. */
export function lastDayOf(
  deadline: string,
  locale: Parameters<typeof formatDateIn>[1],
  timeZone: string,
): string {
  return formatDateIn(new Date(Date.parse(deadline) - 1), locale, timeZone)
}

/**
 * The withdrawal function on an order page (Directive 2011/83/EU, art. 11a): while the period
 * runs, "Withdraw from contract here" and until when; afterwards why it is gone; and every
 * withdrawal received, with its date and time. Nothing for an order that never had it to offer.
 */
export function OrderWithdrawalPanel({
  order: fragment,
  links,
}: {
  order: FragmentType<typeof OrderWithdrawalPanelFragment>
  links: WithdrawalLinks
}) {
  const order = readFragment(OrderWithdrawalPanelFragment, fragment)
  const { store } = usePageContext()
  const { t } = useLingui()
  const timeZone = storeTimeZone(store.key)
  const { state, deadline } = order.withdrawal
  if (state === 'ENDED' && order.withdrawals.length === 0) return null
  const lastDay = deadline ? lastDayOf(deadline, store.locale, timeZone) : null
  return (
    <section
      className={withdrawalPanel}
      aria-labelledby="order-withdrawal-heading"
      data-withdrawal-state={state}
    >
      <h2 id="order-withdrawal-heading">
        <Trans>Right of withdrawal</Trans>
      </h2>
      {state === 'OPEN' ? (
        <>
          <p className={lead}>
            {lastDay ? (
              <Trans>
                You can withdraw from this contract without giving any reason until the end of {lastDay}.
              </Trans>
            ) : (
              <Trans>
                You can withdraw from this contract without giving any reason, now and until 14 days after
                delivery.
              </Trans>
            )}
          </p>
          <p>
            <Link to={links.start} className={cx(primaryButton, withdrawLink)}>
              <Trans>Withdraw from contract here</Trans>
            </Link>
          </p>
        </>
      ) : null}
      {state === 'PERIOD_OVER' && lastDay ? (
        <p className={lead}>
          <Trans>The 14-day withdrawal period of this order ended with {lastDay}.</Trans>
        </p>
      ) : null}
      {state === 'WITHDRAWN' ? (
        <p className={lead}>
          <Trans>You have withdrawn from every item of this order.</Trans>
        </p>
      ) : null}
      {order.withdrawals.length > 0 ? (
        <ul>
          {order.withdrawals.map((withdrawal) => {
            const received = formatDateTime(withdrawal.submitted_at, store.locale, timeZone)
            const pieces = withdrawal.items
              .map((item) => `${item.quantity} × ${item.product_name}`)
              .join(', ')
            return <li key={withdrawal.id}>{t`Withdrawal received on ${received}: ${pieces}`}</li>
          })}
        </ul>
      ) : null}
      {order.withdrawals.length > 0 ? (
        <p>
          <Link to={links.received}>
            <Trans>See your withdrawal and what happens next</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  )
}
