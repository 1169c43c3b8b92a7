import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { ledger, lead, panel, panelStack } from '../../../components/account/account.styles.ts'
import { formatMoney } from '../../../components/price/formatMoney.ts'
import type { StoreCreditPageData } from './+data.ts'

/** How a ledger movement reads (the API's Magento actions). */
const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Refunded: msg`Refund`,
  Updated: msg`Adjustment by the shop`,
  Used: msg`Spent on an order`,
}

/** Store credit (/user/store-credit): the balance to spend at checkout and the movements that made it. */
export default function Page() {
  const { store } = usePageContext()
  const { storeCredit } = useData<StoreCreditPageData>()
  const { i18n } = useLingui()
  const money = (amount: { value: number; currency: string }) =>
    formatMoney(amount.value, amount.currency, store.locale)
  const movements = storeCredit.balance_history.items
  return (
    <>
      <PageHeading>
        <Trans>Store credit</Trans>
      </PageHeading>
      <div className={panelStack}>
        <section className={panel} aria-labelledby="store-credit-balance-heading">
          <h2 id="store-credit-balance-heading">
            <Trans>Balance</Trans>
          </h2>
          <p className={lead} data-store-credit-balance="">
            {money(storeCredit.current_balance)}
          </p>
          <p>
            {storeCredit.enabled ? (
              <Trans>You can spend it at checkout, on all or part of an order.</Trans>
            ) : (
              <Trans>Store credit cannot be spent in this store.</Trans>
            )}
          </p>
        </section>
        <section className={panel} aria-labelledby="store-credit-history-heading">
          <h2 id="store-credit-history-heading">
            <Trans>History</Trans>
          </h2>
          {movements.length === 0 ? (
            <EmptyState>
              <Trans>You have no store credit.</Trans>
            </EmptyState>
          ) : (
            <table className={ledger}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Movement</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Balance after</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {movements.map((movement, index) => {
                  const label = ACTION_LABELS[movement.action]
                  return (
                    <tr key={`${movement.date_time_changed}-${index}`}>
                      <td>{i18n.date(new Date(movement.date_time_changed), { dateStyle: 'medium' })}</td>
                      <td>{label ? i18n._(label) : movement.action}</td>
                      <td>{money(movement.balance_change)}</td>
                      <td>{money(movement.actual_balance)}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </>
  )
}
