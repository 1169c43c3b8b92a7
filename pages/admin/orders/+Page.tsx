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
import type { OrdersPageData } from '../../../server/admin/orderPageData.ts'

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
        <div className={fieldRow}>
          <label htmlFor="store">
            <Trans>Store</Trans>
          </label>
          <select id="store" name="store" defaultValue={filters.store}>
            <option value="">—</option>
            {choices.stores.map((store) => (
              <option key={store} value={store}>
                {store}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="status">
            <Trans>Status</Trans>
          </label>
          <select id="status" name="status" defaultValue={filters.status}>
            <option value="">—</option>
            {choices.statuses.map((status) => (
              <option key={status} value={status}>
                {i18n._(ORDER_STATUS_NAMES[status])}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="payment">
            <Trans>Payment</Trans>
          </label>
          <select id="payment" name="payment" defaultValue={filters.payment}>
            <option value="">—</option>
            {Object.entries(PAYMENT_STATUS_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {i18n._(name)}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="delivery">
            <Trans>Delivery</Trans>
          </label>
          <select id="delivery" name="delivery" defaultValue={filters.delivery}>
            <option value="">—</option>
            {Object.entries(DELIVERY_METHOD_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {i18n._(name)}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="from">
            <Trans>Placed from (day)</Trans>
          </label>
          <input id="from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className={fieldRow}>
          <label htmlFor="to">
            <Trans>Placed until (day)</Trans>
          </label>
          <input id="to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <div className={fieldRow}>
          <label htmlFor="sort">
            <Trans>Sort</Trans>
          </label>
          <select id="sort" name="sort" defaultValue={filters.sort || 'date_desc'}>
            {choices.sorts.map((sort) => (
              <option key={sort} value={sort}>
                {ORDER_SORT_NAMES[sort] ? i18n._(ORDER_SORT_NAMES[sort]) : sort}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button className={button} type="submit">
        <Trans>Search</Trans>
      </button>
    </form>
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
