import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { Pager } from '../../../components/admin/Pager.tsx'
import { localeOfStaffLanguage } from '../../../components/admin/staffLanguage.ts'
import { formatDate } from '../../../components/price/formatMoney.ts'
import { useAdminFormats } from '../../../components/admin/useAdminFormats.ts'
import { COUPON_STATUS_NAMES } from '../../../components/admin/promotions/couponStatusNames.ts'
import { button, fieldRow, filterGrid, panel, table } from '../../../components/admin/admin.styles.ts'
import type { CouponsPageData } from '../../../server/admin/promotionsPageData.ts'

/** Coupons (/admin/coupons, merchandisers and owners): search and filters, newest first, paged; the latest batches. */
export default function Page() {
  const { filters, page, pageSize, totalCount, coupons, batches } = useAdminData<CouponsPageData>()
  const { admin } = usePageContext()
  const { i18n } = useLingui()
  const { money } = useAdminFormats()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  const canEdit = admin?.allowed.includes('promotions.edit') ?? false
  const hrefOf = (to: number) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''))
    query.set('page', String(to))
    return `/admin/coupons?${query}`
  }
  const filtered = Object.values(filters).some((value) => value !== '')
  const day = (iso: string | null) => (iso ? formatDate(iso, locale) : '–')
  return (
    <>
      <h1>
        <Trans>Coupons</Trans>
      </h1>
      {canEdit ? (
        <>
          <p>
            <a href="/admin/coupons/new">
              <Trans>New coupon</Trans>
            </a>
          </p>
          <p>
            <a href="/admin/coupons/batches/new">
              <Trans>New batch of single-use codes</Trans>
            </a>
          </p>
        </>
      ) : null}
      <CouponFilters />
      {coupons.length === 0 ? (
        <p role="status">
          {filtered ? (
            <Trans>No coupon matches. Try a part of its code, or fewer filters.</Trans>
          ) : (
            <Trans>The shop has no coupon yet.</Trans>
          )}
        </p>
      ) : (
        <table className={table}>
          <caption>
            <Plural value={totalCount} one="# coupon" other="# coupons, newest first" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Code</Trans>
              </th>
              <th scope="col">
                <Trans>Discount</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Valid from</Trans>
              </th>
              <th scope="col">
                <Trans>Valid until</Trans>
              </th>
              <th scope="col">
                <Trans>Stores</Trans>
              </th>
              <th scope="col">
                <Trans>Uses</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((coupon) => {
              const { uses, usageLimit: limit } = coupon
              return (
                <tr key={coupon.code}>
                  <td>
                    <a href={`/admin/coupons/${encodeURIComponent(coupon.code)}`}>{coupon.code}</a>
                  </td>
                  <td>
                    {coupon.discountType === 'percent'
                      ? `${coupon.amount} %`
                      : money(Math.round(coupon.amount * 100), 'EUR')}
                  </td>
                  <td>{i18n._(COUPON_STATUS_NAMES[coupon.status]!)}</td>
                  <td>{day(coupon.startsAt)}</td>
                  <td>{day(coupon.endsAt)}</td>
                  <td>{coupon.storeKeys.join(', ')}</td>
                  <td>
                    {limit === null ? (
                      uses
                    ) : (
                      <Trans>
                        {uses} of {limit}
                      </Trans>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <Pager page={page} pageSize={pageSize} totalCount={totalCount} hrefOf={hrefOf} />
      <h2 id="batches-heading">
        <Trans>Latest batches of single-use codes</Trans>
      </h2>
      {batches.length === 0 ? (
        <p>
          <Trans>No batch yet.</Trans>
        </p>
      ) : (
        <table className={table} aria-labelledby="batches-heading">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Prefix</Trans>
              </th>
              <th scope="col">
                <Trans>Codes</Trans>
              </th>
              <th scope="col">
                <Trans>Created</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {batches.map((batch) => (
              <tr key={batch.id}>
                <td>
                  <a href={`/admin/coupons/batches/${batch.id}`}>{batch.prefix}</a>
                </td>
                <td>{batch.codeCount}</td>
                <td>{formatDate(batch.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

function CouponFilters() {
  const { filters, stores } = useAdminData<CouponsPageData>()
  const { i18n } = useLingui()
  return (
    <form
      method="get"
      action="/admin/coupons"
      className={panel}
      role="search"
      aria-labelledby="coupon-search-heading"
    >
      <h2 id="coupon-search-heading">
        <Trans>Find coupons</Trans>
      </h2>
      <div className={fieldRow}>
        <label htmlFor="coupon-search">
          <Trans>A part of the code (also finds the codes of batches)</Trans>
        </label>
        <input id="coupon-search" name="q" type="search" defaultValue={filters.q} />
      </div>
      <div className={filterGrid}>
        <div className={fieldRow}>
          <label htmlFor="coupon-status">
            <Trans>Status and validity</Trans>
          </label>
          <select id="coupon-status" name="status" defaultValue={filters.status}>
            <option value="">—</option>
            {Object.entries(COUPON_STATUS_NAMES).map(([status, name]) => (
              <option key={status} value={status}>
                {i18n._(name)}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldRow}>
          <label htmlFor="coupon-store">
            <Trans>Store</Trans>
          </label>
          <select id="coupon-store" name="store" defaultValue={filters.store}>
            <option value="">—</option>
            {stores.map(({ key, path }) => (
              <option key={key} value={key}>
                {key} ({path})
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
