import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { Pager } from '../../../components/admin/Pager.tsx'
import { localeOfStaffLanguage } from '../../../components/admin/staffLanguage.ts'
import { formatDate } from '../../../components/price/formatMoney.ts'
import { button, fieldRow, panel, table } from '../../../components/admin/admin.styles.ts'
import type { CustomersPageData } from '../../../server/admin/customerPageData.ts'

/** Customers (/admin/customers, customer service): search by e-mail, name or postcode, newest first, paged. */
export default function Page() {
  const { query, page, pageSize, totalCount, totalCapped, customers } = useAdminData<CustomersPageData>()
  const { i18n } = useLingui()
  const counted = i18n.number(totalCount)
  const { admin } = usePageContext()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  const hrefOf = (to: number) => `/admin/customers?${new URLSearchParams({ q: query, page: String(to) })}`
  return (
    <>
      <h1>
        <Trans>Customers</Trans>
      </h1>
      <form method="get" action="/admin/customers" className={panel} role="search">
        <div className={fieldRow}>
          <label htmlFor="customer-search">
            <Trans>E-mail, name or postcode</Trans>
          </label>
          <input id="customer-search" name="q" type="search" defaultValue={query} />
        </div>
        <button className={button} type="submit">
          <Trans>Search</Trans>
        </button>
      </form>
      {customers.length === 0 ? (
        <p>
          {query === '' ? (
            <Trans>No customer has an account yet.</Trans>
          ) : (
            <Trans>
              No customer matches. Try the start of a name, part of an e-mail address or a whole postcode.
            </Trans>
          )}
        </p>
      ) : (
        <table className={table}>
          <caption>
            {totalCapped ? (
              <Trans>More than {counted} customers, newest first</Trans>
            ) : (
              <Plural value={totalCount} one="# customer" other="# customers, newest first" />
            )}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>E-mail address</Trans>
              </th>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col">
                <Trans>Store</Trans>
              </th>
              <th scope="col">
                <Trans>Account opened</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.id}>
                <td>
                  <a href={`/admin/customers/${customer.id}`}>{customer.email}</a>
                  {customer.erased ? (
                    <>
                      {' '}
                      <Trans>(erased)</Trans>
                    </>
                  ) : null}
                </td>
                <td>{customer.name}</td>
                <td>{customer.storeKey}</td>
                <td>{formatDate(customer.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        totalCount={totalCount}
        totalCapped={totalCapped}
        hrefOf={hrefOf}
      />
    </>
  )
}
