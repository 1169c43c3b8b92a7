import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { Pager } from '../../../components/admin/Pager.tsx'
import { RETURN_ITEM_STATUS_NAMES, RETURN_STATUS_NAMES } from '../../../components/admin/careLabels.ts'
import { localeOfStaffLanguage } from '../../../components/admin/staffLanguage.ts'
import { formatDate } from '../../../components/price/formatMoney.ts'
import { button, fieldRow, panel, table } from '../../../components/admin/admin.styles.ts'
import type { ReturnsPageData } from '../../../server/admin/returnPageData.ts'

/** The return queue (/admin/returns, customer service and the warehouse): by status, what waits longest first. */
export default function Page() {
  const { status, statuses, page, pageSize, totalCount, returns } = useAdminData<ReturnsPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  const hrefOf = (to: number) => `/admin/returns?${new URLSearchParams({ status, page: String(to) })}`
  return (
    <>
      <h1>
        <Trans>Returns</Trans>
      </h1>
      <form method="get" action="/admin/returns" className={panel} aria-labelledby="returns-filter-heading">
        <h2 id="returns-filter-heading">
          <Trans>Filter</Trans>
        </h2>
        <div className={fieldRow}>
          <label htmlFor="return-status">
            <Trans>Status</Trans>
          </label>
          <select id="return-status" name="status" defaultValue={status}>
            <option value="">
              <Trans>Any status</Trans>
            </option>
            <option value="waiting">
              <Trans>Waiting for staff (authorise, receive or decide)</Trans>
            </option>
            {statuses.map((option) => (
              <option key={option} value={option}>
                {i18n._(RETURN_STATUS_NAMES[option])}
              </option>
            ))}
          </select>
        </div>
        <button className={button} type="submit">
          <Trans>Show</Trans>
        </button>
      </form>
      {returns.length === 0 ? (
        <p>
          <Trans>No return in this status. Choose another status, or any status, above.</Trans>
        </p>
      ) : (
        <table className={table}>
          <caption>
            <Plural value={totalCount} one="# return" other="# returns, oldest change first" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Return</Trans>
              </th>
              <th scope="col">
                <Trans>Order</Trans>
              </th>
              <th scope="col">
                <Trans>E-mail address</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Items</Trans>
              </th>
              <th scope="col">
                <Trans>Last change</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {returns.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <a href={`/admin/returns/${entry.number}`}>{entry.number}</a>
                </td>
                <td>
                  <a href={`/admin/orders/${entry.orderId}`}>{entry.orderNumber}</a>
                </td>
                <td>{entry.email}</td>
                <td>{i18n._(RETURN_STATUS_NAMES[entry.status])}</td>
                <td>
                  {entry.items
                    .map(
                      (item) =>
                        `${item.quantity} × ${item.name} (${i18n._(RETURN_ITEM_STATUS_NAMES[item.status])})`,
                    )
                    .join(', ')}
                </td>
                <td>{formatDate(entry.updatedAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} pageSize={pageSize} totalCount={totalCount} hrefOf={hrefOf} />
    </>
  )
}
