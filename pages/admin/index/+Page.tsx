import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminData } from '../../../components/admin/useAdminData.ts'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { formatMoney } from '../../../components/price/formatMoney.ts'
import { localeOfStaffLanguage } from '../../../components/admin/staffLanguage.ts'
import { Notice } from '../../../components/admin/Notice.tsx'
import { figures, table } from '../../../components/admin/admin.styles.ts'
import { STORE_DEFINITIONS } from '../../../config/stores.ts'
import type { StaffAction } from '../../../domain/staff/roles.ts'
import type { DashboardPageData } from '../../../server/admin/adminPageData.ts'

/** The dashboard (/admin): today's orders per store and what waits for staff. */
export default function Page() {
  const { figures: counts } = useAdminData<DashboardPageData>()
  const { admin } = usePageContext()
  const { t } = useLingui()
  const locale = localeOfStaffLanguage(admin?.language ?? 'en')
  const allowed = admin?.allowed ?? []
  // Each figure links to the list that shows the same number, for the roles that may open it.
  const waiting: { label: string; value: number; href: string; access: StaffAction }[] = [
    {
      label: t`Orders waiting to ship`,
      value: counts.ordersToShip,
      href: '/admin/orders?status=processing',
      access: 'orders.view',
    },
    {
      label: t`Returns waiting`,
      value: counts.returnsWaiting,
      href: '/admin/returns?status=waiting',
      access: 'returns.receive',
    },
    {
      label: t`Withdrawals waiting`,
      value: counts.withdrawalsWaiting,
      href: '/admin/withdrawals?waiting=1',
      access: 'withdrawals.manage',
    },
    {
      label: t`Reviews to moderate`,
      value: counts.reviewsToModerate,
      href: '/admin/reviews?status=pending',
      access: 'reviews.moderate',
    },
    {
      label: t`Sizes out of stock`,
      value: counts.sizesOutOfStock,
      href: '/admin/stock?out=1',
      access: 'stock.set',
    },
    { label: t`E-mails not sent`, value: counts.emailsFailed, href: '/admin/emails', access: 'emails.view' },
    {
      label: t`Coupons valid now`,
      value: counts.couponsActive,
      href: '/admin/coupons?status=active',
      access: 'promotions.view',
    },
  ]
  return (
    <>
      <h1>
        <Trans>Dashboard</Trans>
      </h1>
      <Notice />
      <dl className={figures}>
        {waiting.map((figure, index) => (
          <div key={figure.label}>
            <dt id={`figure-${index}`}>{figure.label}</dt>
            <dd>
              {allowed.includes(figure.access) ? (
                <a href={figure.href} aria-describedby={`figure-${index}`}>
                  {figure.value}
                </a>
              ) : (
                figure.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h2 id="today-heading">
        <Trans>Today’s orders</Trans>
      </h2>
      <table className={table} aria-labelledby="today-heading">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Store</Trans>
            </th>
            <th scope="col">
              <Trans>Orders</Trans>
            </th>
            <th scope="col">
              <Trans>Revenue</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {STORE_DEFINITIONS.map((store) => {
            const day = counts.today.find((row) => row.storeKey === store.key)
            return (
              <tr key={store.key}>
                <th scope="row">{store.key}</th>
                <td>{day?.orders ?? 0}</td>
                <td>{formatMoney((day?.revenueCents ?? 0) / 100, store.currency, locale)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </>
  )
}
