import type { ReactNode } from 'react'
import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Logo } from './Logo.tsx'
import { SkipLink } from './SkipLink.tsx'
import { ConsentBanner } from '../consent/ConsentBanner.tsx'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { colors } from '../theme/tokens.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 5.6rem;
  padding: 0 1.6rem;
  background: ${colors.white};
  border-bottom: 1px solid ${colors.greyBorder};
`

const backLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 4.4rem;
`

const main = css`
  max-width: 96rem;
  margin: 0 auto;
  padding: 2.4rem 1.6rem;
  &:focus {
    outline: none;
  }
`

/** Checkout frame: no menu to leak shoppers away, only the logo and a way back to the cart, or on to the shop once the order is placed (and the cookie banner of every layout). */
export function CheckoutLayout({ children }: { children: ReactNode }) {
  const { store } = useShop()
  const { t } = useLingui()
  // After the order the cart is empty: the way out leads back to the shop.
  const ordered = /\/checkout\/success\/?$/.test(usePageContext().urlPathname)
  return (
    <>
      <ConsentBanner />
      <SkipLink />
      <header className={header}>
        <Logo href={storeHref(store, '/')} />
        <nav aria-label={t`Checkout`}>
          {ordered ? (
            <a className={backLink} href={storeHref(store, '/')}>
              <Trans>Continue shopping</Trans>
            </a>
          ) : (
            <a className={backLink} href={storeHref(store, '/cart')}>
              <Trans>Back to cart</Trans>
            </a>
          )}
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className={main}>
        {children}
      </main>
    </>
  )
}
