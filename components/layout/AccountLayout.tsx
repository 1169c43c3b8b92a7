import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { MainLayout } from './MainLayout.tsx'
import { Link } from '../links/Link.tsx'
import { colors, media } from '../theme/tokens.ts'

const frame = css`
  display: grid;
  gap: 2.4rem;
  ${media.desktop} {
    grid-template-columns: 24rem 1fr;
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

/** The account section's inner frame (inside the main layout): section menu and content. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <MainLayout>
      <div className={frame}>
        <nav className={nav} aria-label={t`My account`}>
          <ul>
            <li>
              <Link to="/user/" exact>
                <Trans>Dashboard</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/orders/">
                <Trans>My orders</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/returns">
                <Trans>My returns</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/wishlist">
                <Trans>My wishlist</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/address-book">
                <Trans>Address book</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/information">
                <Trans>Account information</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/newsletter">
                <Trans>Newsletter subscription</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/store-credit">
                <Trans>Store credit</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/downloadable-products">
                <Trans>Downloadable products</Trans>
              </Link>
            </li>
            <li>
              <Link to="/user/logout">
                <Trans>Log out</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </MainLayout>
  )
}
