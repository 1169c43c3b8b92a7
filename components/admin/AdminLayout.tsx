import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { AdminForm } from './AdminForm.tsx'
import { brand, header, headerForms, linkButton, main, navList } from './admin.styles.ts'

/** The back office's frame: its header (pages the role may open, language, sign out) and the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { admin } = usePageContext()
  const viewer = admin?.viewer ?? null
  const allowed = admin?.allowed ?? []
  const { t } = useLingui()
  return (
    <>
      <header className={header}>
        <a className={brand} href="/admin">
          <Trans>Pantoufle & Co back office</Trans>
        </a>
        {viewer ? (
          <>
            <nav aria-label={t`Back office pages`}>
              <ul className={navList}>
                <li>
                  <a href="/admin">
                    <Trans>Dashboard</Trans>
                  </a>
                </li>
                <li>
                  <a href="/admin/security">
                    <Trans>Security</Trans>
                  </a>
                </li>
                {allowed.includes('audit.view') ? (
                  <li>
                    <a href="/admin/audit">
                      <Trans>Audit log</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('staff.manage') ? (
                  <li>
                    <a href="/admin/staff">
                      <Trans>Staff</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('orders.view') ? (
                  <li>
                    <a href="/admin/orders">
                      <Trans>Orders</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('reviews.moderate') ? (
                  <li>
                    <a href="/admin/reviews">
                      <Trans>Reviews</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('stock.view') ? (
                  <li>
                    <a href="/admin/stock">
                      <Trans>Stock</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('customers.view') ? (
                  <li>
                    <a href="/admin/customers">
                      <Trans>Customers</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('returns.receive') ? (
                  <li>
                    <a href="/admin/returns">
                      <Trans>Returns</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('withdrawals.manage') ? (
                  <li>
                    <a href="/admin/withdrawals">
                      <Trans>Withdrawals</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('catalogue.view') ? (
                  <li>
                    <a href="/admin/products">
                      <Trans>Products</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('catalogue.view') ? (
                  <li>
                    <a href="/admin/categories">
                      <Trans>Categories</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('catalogue.view') ? (
                  <li>
                    <a href="/admin/menu">
                      <Trans>Menu</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('catalogue.view') ? (
                  <li>
                    <a href="/admin/shipping">
                      <Trans>Shipping rates</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('promotions.view') ? (
                  <li>
                    <a href="/admin/coupons">
                      <Trans>Coupons</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('content.view') ? (
                  <li>
                    <a href="/admin/content">
                      <Trans>Pages and blocks</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('giftcards.view') ? (
                  <li>
                    <a href="/admin/gift-cards">
                      <Trans>Gift cards</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('settings.edit') ? (
                  <li>
                    <a href="/admin/settings">
                      <Trans>Shop settings</Trans>
                    </a>
                  </li>
                ) : null}
                {allowed.includes('emails.view') ? (
                  <li>
                    <a href="/admin/emails">
                      <Trans>E-mails not sent</Trans>
                    </a>
                  </li>
                ) : null}
              </ul>
            </nav>
            <div className={headerForms}>
              <span>{viewer.email}</span>
              <AdminForm action="/admin/language">
                {viewer.language === 'fr' ? (
                  <button className={linkButton} type="submit" name="language" value="en" lang="en">
                    English
                  </button>
                ) : (
                  <button className={linkButton} type="submit" name="language" value="fr" lang="fr">
                    Français
                  </button>
                )}
              </AdminForm>
              <AdminForm action="/admin/logout">
                <button className={linkButton} type="submit">
                  <Trans>Sign out</Trans>
                </button>
              </AdminForm>
              <AdminForm action="/admin/sign-out-everywhere">
                <button className={linkButton} type="submit">
                  <Trans>Sign out everywhere</Trans>
                </button>
              </AdminForm>
            </div>
          </>
        ) : null}
      </header>
      <main className={main}>{children}</main>
    </>
  )
}
