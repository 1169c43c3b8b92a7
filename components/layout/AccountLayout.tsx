import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { NO_FEATURES, type Features } from '../shop/loadFeatures.ts'
import { MainLayout } from './MainLayout.tsx'
import { Link } from '../links/Link.tsx'
import { SignOutForm } from '../account/SignOutForm.tsx'
import { linkButton } from '../forms/forms.styles.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { colors, media } from '../theme/tokens.ts'

const frame = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2.4rem;
  ${media.desktop} {
    grid-template-columns: 24rem minmax(0, 1fr);
  }
`

const nav = css`
  background: ${colors.white};
  padding: 1.6rem;
  border-radius: 0.8rem;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 4.4rem;
  }
`

/** The account section's menu (the /user routes, docs/storefront-rules.md#routes-and-layouts); an entry with a feature shows only while its flag is on. */
const ACCOUNT_LINKS: { path: string; label: MessageDescriptor; feature?: keyof Features }[] = [
  { path: '/user/', label: msg`Dashboard` },
  { path: '/user/orders/', label: msg`My orders` },
  { path: '/user/returns', label: msg`My returns` },
  { path: '/user/wishlist', label: msg`My wishlist`, feature: 'wishlist' },
  { path: '/user/address-book', label: msg`Address book` },
  { path: '/user/information', label: msg`Account information` },
  { path: '/user/newsletter', label: msg`Newsletter subscription` },
  { path: '/user/store-credit', label: msg`Store credit`, feature: 'storeCredit' },
  { path: '/user/downloadable-products', label: msg`Downloadable products` },
]

/**
 * The account section's inner frame (inside the main layout): section menu and content.
 * The menu ends with a sign-out button (a form: signing out is a POST), or the sign-out
 * page's link where the render has no form token (the error page).
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui()
  const { csrfToken, features = NO_FEATURES } = usePageContext()
  return (
    <MainLayout>
      <div className={frame}>
        <nav className={nav} aria-label={t`My account`}>
          <ul>
            {ACCOUNT_LINKS.filter((link) => !link.feature || features[link.feature]).map((link) => (
              <li key={link.path}>
                <Link to={link.path} exact={link.path === '/user/'}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
            <li>
              {csrfToken ? (
                <SignOutForm buttonClassName={linkButton}>{t`Log out`}</SignOutForm>
              ) : (
                <Link to="/user/logout">{t`Log out`}</Link>
              )}
            </li>
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </MainLayout>
  )
}
