import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { useAdminFormats } from '../../../components/admin/useAdminFormats.ts'
import {
  DELIVERY_METHOD_NAMES,
  ORDER_SORT_NAMES,
  ORDER_STATUS_NAMES,
  PAYMENT_STATUS_NAMES,
} from '../../../components/admin/orders/orderNames.ts'
import { button, fieldRow, filterGrid, panel, table } from '../../../components/admin/admin.styles.ts'
import type { OrderListFilters, OrdersPageData } from '../../../server/admin/orderPageData.ts'

/** The orders (/admin/orders, every role): searched, filtered, sorted, paged; each row opens the order. */
export default function Page() {
  const { filters, list } = useAdminData<OrdersPageData>()
  const { t, i18n } = useLingui()
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize))
  const total = i18n.number(list.total)
  const page = list.page
  const linkTo = (target: number) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''))
    query.set('page', String(target))
    return `/admin/orders?${query.toString()}`
  }
  return (
    <>
      <h1>
        <Trans>Orders</Trans>
      </h1>
      <OrderFilters />
      {list.rows.length === 0 ? (
        <p role="status">
          <Trans>
            No order matches. Search for the start of a number, an e-mail address, a name or a postcode, or
            clear the filters.
          </Trans>{' '}
          <a href="/admin/orders">
            <Trans>Show every order</Trans>
          </a>
        </p>
      ) : (
        <>
          <OrderRows />
          <nav aria-label={t`Pages of the list`}>
            <p>
              {list.totalCapped ? (
                <Trans>
                  Page {page}, more than {total} orders
                </Trans>
              ) : (
                <Trans>
                  Page {page} of {pages}, {total} orders
                </Trans>
              )}
              {page > 1 ? (
                <>
                  {' '}
                  <a href={linkTo(page - 1)}>
                    <Trans>Previous page</Trans>
                  </a>
                </>
              ) : null}
              {list.totalCapped || page < pages ? (
                <>
                  {' '}
                  <a href={linkTo(page + 1)}>
                    <Trans>Next page</Trans>
                  </a>
                </>
              ) : null}
            </p>
          </nav>
        </>
      )}
    </>
  )
}

function OrderFilters() {
  const { filters, choices } = useAdminData<OrdersPageData>()
  const { i18n } = useLingui()
  const named = (names: Record<string, MessageDescriptor>) =>
    Object.entries(names).map(([value, name]): Choice => [value, i18n._(name)])
  return (
    <form method="get" action="/admin/orders" className={panel} aria-labelledby="order-search-heading">
      <h2 id="order-search-heading">
        <Trans>Search and filter</Trans>
      </h2>
      <div className={fieldRow}>
        <label htmlFor="search">
          <Trans>Order number, e-mail address, name or postcode (its start)</Trans>
        </label>
        <input id="search" name="search" type="search" defaultValue={filters.search} />
      </div>
      <div className={filterGrid}>
        <ChoiceField
          name="store"
          label={<Trans>Store</Trans>}
          choices={choices.stores.map((store) => [store, store])}
        />
        <ChoiceField
          name="status"
          label={<Trans>Status</Trans>}
          choices={choices.statuses.map((status) => [status, i18n._(ORDER_STATUS_NAMES[status])])}
        />
        <ChoiceField name="payment" label={<Trans>Payment</Trans>} choices={named(PAYMENT_STATUS_NAMES)} />
        <ChoiceField name="delivery" label={<Trans>Delivery</Trans>} choices={named(DELIVERY_METHOD_NAMES)} />
        <DayField name="from" label={<Trans>Placed from (day)</Trans>} />
        <DayField name="to" label={<Trans>Placed until (day)</Trans>} />
        <ChoiceField
          name="sort"
          label={<Trans>Sort</Trans>}
          choices={choices.sorts.map((sort) => [
            sort,
            ORDER_SORT_NAMES[sort] ? i18n._(ORDER_SORT_NAMES[sort]) : sort,
          ])}
          fallback="date_desc"
        />
      </div>
      <button className={button} type="submit">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}

/** A value and how it reads. */
type Choice = [value: string, label: string]

/** A filter chosen from a list, as typed last; "—" (any) first unless there is a `fallback` choice. */
function ChoiceField({
  name,
  label,
  choices,
  fallback,
}: {
  name: keyof OrderListFilters
  label: ReactNode
  choices: Choice[]
  fallback?: string
}) {
  const { filters } = useAdminData<OrdersPageData>()
  return (
    <div className={fieldRow}>
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={filters[name] || fallback}>
        {fallback === undefined ? <option value="">—</option> : null}
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A day the orders were placed from or until, as typed last. */
function DayField({ name, label }: { name: 'from' | 'to'; label: ReactNode }) {
  const { filters } = useAdminData<OrdersPageData>()
  return (
    <div className={fieldRow}>
      <label htmlFor={name}>{label}</label>
      <input id={name} name={name} type="date" defaultValue={filters[name]} />
    </div>
  )
}

function OrderRows() {
  const { list } = useAdminData<OrdersPageData>()
  const { i18n } = useLingui()
  const format = useAdminFormats()
  return (
    <table className={table}>
      <caption>
        <Trans>Orders found</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Number</Trans>
          </th>
          <th scope="col">
            <Trans>Placed</Trans>
          </th>
          <th scope="col">
            <Trans>Store</Trans>
          </th>
          <th scope="col">
            <Trans>Customer</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Payment</Trans>
          </th>
          <th scope="col">
            <Trans>Delivery</Trans>
          </th>
          <th scope="col">
            <Trans>Total</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.rows.map((row) => (
          <tr key={row.id}>
            <td>
              <a href={`/admin/orders/${row.id}`}>{row.number}</a>
            </td>
            <td>{format.dateTime(row.createdAt)}</td>
            <td>{row.storeKey}</td>
            <td>
              {row.name}
              <br />
              {row.email}
              {row.postcode ? ` · ${row.postcode}` : ''}
            </td>
            <td>{i18n._(ORDER_STATUS_NAMES[row.status])}</td>
            <td>{i18n._(PAYMENT_STATUS_NAMES[row.paymentStatus])}</td>
            <td>{i18n._(DELIVERY_METHOD_NAMES[row.deliveryMethod])}</td>
            <td>{format.money(row.grandTotalCents, row.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
