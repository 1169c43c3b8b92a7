import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../../renderer/usePageContext.tsx'
import { Notice } from '../../../../components/admin/Notice.tsx'
import { localeOfStaffLanguage } from '../../../../components/admin/staffLanguage.ts'
import { NEWSLETTER_STATUS_NAMES } from '../../../../components/admin/careLabels.ts'
import { ORDER_STATUS_LABELS } from '../../../../components/account/orderStatus.ts'
import { formatDate, formatMoney } from '../../../../components/price/formatMoney.ts'
import { panel, table } from '../../../../components/admin/admin.styles.ts'
import type { CustomerPageData } from '../../../../server/admin/customerPageData.ts'
import { CustomerCareForms, StoreCreditForm } from './CustomerCareForms.tsx'

/**
 * A customer (/admin/customers/<id>, customer service): account, address book, orders, store
 * credit and its ledger, newsletter and cookie consents; the care forms below.
 */
export default function Page() {
  const data = useAdminData<CustomerPageData>()
  const { admin } = usePageContext()
  const { i18n, t } = useLingui()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  const customer = data.customer
  if (!customer) return null
  const money = (cents: number) => formatMoney(cents / 100, 'EUR', locale)
  const day = (value: string | null) => (value ? formatDate(value, locale) : '—')
  const email = customer.email
  const balance = money(data.storeCredit.balanceCents)
  return (
    <>
      <h1>
        <Trans>Customer {email}</Trans>
      </h1>
      <Notice />
      <dl className={panel}>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{customer.name || '—'}</dd>
        <dt>
          <Trans>Store</Trans>
        </dt>
        <dd>{customer.storeKey}</dd>
        <dt>
          <Trans>Account opened</Trans>
        </dt>
        <dd>{day(customer.createdAt)}</dd>
        {customer.erasedAt ? (
          <>
            <dt>
              <Trans>Erased</Trans>
            </dt>
            <dd>{day(customer.erasedAt)}</dd>
          </>
        ) : null}
      </dl>

      <h2 id="addresses-heading">
        <Trans>Address book</Trans>
      </h2>
      {data.addresses.length === 0 ? (
        <p>
          <Trans>No address saved.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="addresses-heading">
          {data.addresses.map((address) => (
            <li key={address.id}>
              {address.lines.join(', ')}
              {address.defaultBilling ? ` (${t`default billing`})` : ''}
              {address.defaultShipping ? ` (${t`default shipping`})` : ''}
            </li>
          ))}
        </ul>
      )}

      <h2 id="orders-heading">
        <Trans>Orders</Trans>
      </h2>
      {data.orders.length === 0 ? (
        <p>
          <Trans>No order yet.</Trans>
        </p>
      ) : (
        <table className={table} aria-labelledby="orders-heading">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Number</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <a href={`/admin/orders/${order.id}`}>{order.number}</a>
                </td>
                <td>{day(order.createdAt)}</td>
                <td>
                  {ORDER_STATUS_LABELS[order.status]
                    ? i18n._(ORDER_STATUS_LABELS[order.status]!)
                    : order.status}
                </td>
                <td>{money(order.grandTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2 id="credit-heading">
        <Trans>Store credit</Trans>
      </h2>
      <p>
        <Trans>Balance: {balance}</Trans>
      </p>
      {data.storeCredit.movements.length === 0 ? (
        <p>
          <Trans>No movement yet.</Trans>
        </p>
      ) : (
        <table className={table} aria-labelledby="credit-heading">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Reference</Trans>
              </th>
              <th scope="col">
                <Trans>Balance after</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.storeCredit.movements.map((movement) => (
              <tr key={movement.id}>
                <td>{day(movement.createdAt)}</td>
                <td>{money(movement.amountCents)}</td>
                <td>{movement.reference}</td>
                <td>{money(movement.balanceAfterCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {customer.erasedAt ? null : <StoreCreditForm customerId={customer.id} />}

      <h2 id="newsletter-heading">
        <Trans>Newsletter</Trans>
      </h2>
      {data.newsletter.length === 0 ? (
        <p>
          <Trans>Not subscribed in any store.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="newsletter-heading">
          {data.newsletter.map((row) => {
            const { storeKey } = row
            const named = NEWSLETTER_STATUS_NAMES[row.status]
            const status = named ? i18n._(named) : row.status
            const confirmed = day(row.confirmedAt)
            return (
              <li key={storeKey}>
                <Trans>
                  {storeKey}: {status}, confirmed {confirmed}
                </Trans>
              </li>
            )
          })}
        </ul>
      )}

      <h2 id="consents-heading">
        <Trans>Cookie consents</Trans>
      </h2>
      {data.consents.length === 0 ? (
        <p>
          <Trans>No consent recorded.</Trans>
        </p>
      ) : (
        <ul aria-labelledby="consents-heading">
          {data.consents.map((row) => {
            const { storeKey, policyVersion } = row
            const given = day(row.givenAt)
            const analytics = row.analytics ? t`yes` : t`no`
            const marketing = row.marketing ? t`yes` : t`no`
            return (
              <li key={`${row.storeKey}-${row.givenAt}`}>
                <Trans>
                  {storeKey}, {given}: analytics {analytics}, marketing {marketing} (policy version{' '}
                  {policyVersion})
                </Trans>
              </li>
            )
          })}
        </ul>
      )}

      {customer.erasedAt ? null : <CustomerCareForms customerId={customer.id} email={customer.email} />}
    </>
  )
}
