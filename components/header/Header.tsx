import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { Logo } from '../layout/Logo.tsx'
import { IconDefinition } from '../icons/IconReference.tsx'
import { Island } from '../island/Island.tsx'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { colors, media } from '../theme/tokens.ts'
import { headerAction } from './header.styles.ts'
import { StoreSwitcher } from './StoreSwitcher.island.tsx'
import { MiniCart } from './MiniCart.tsx'
import { AccountLink } from './AccountLink.tsx'
import { SearchBox } from './SearchBox.island.tsx'
import { MainMenu } from './MainMenu.tsx'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { PerRequest } from '../layout/frameTemplate.tsx'

/**
 * Sticky, and on phones two rows (logo, search button, shortcuts; then the menu), so it stays
 * within reach without taking the screen. The top padding leaves room for focus rings.
 */
const header = css`
  position: sticky;
  top: 0;
  z-index: 30;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.6rem 0.8rem;
  min-height: 5.6rem;
  padding: 0.6rem 1.2rem 0;
  background: ${colors.white};
  border-bottom: 1px solid ${colors.greyBorder};
  /* Island wrappers take no box: the search form and the switcher are the header's own items. */
  & shop-island,
  & shop-island-root {
    display: contents;
  }
  ${media.tablet} {
    padding: 0.6rem 2.4rem 0;
  }
`

const actions = css`
  display: flex;
  align-items: center;
  gap: 0.4rem;
`

/** The store switcher, with the page's own address in each store. */
function StoreSwitcherIsland() {
  // Localized pages (categories, products) name their URL in each store; others share paths.
  const alternates = usePageContext().data?.seo?.alternates
  return <Island of={StoreSwitcher} props={alternates ? { alternates } : {}} hydrate="interaction" />
}

/** Site header: logo, search box, account and wishlist links, the store switcher and the mini cart. */
export function Header() {
  const { store } = useShop()
  const { t } = useLingui()
  const { mainMenu, wishlistEnabled } = usePageContext()
  return (
    <header className={header}>
      <Logo href={storeHref(store, '/')} nameHiddenOnPhones />
      <PerRequest>
        <Island of={SearchBox} props={{}} hydrate="interaction" />
      </PerRequest>
      <nav aria-label={t`Shortcuts`} className={actions}>
        {wishlistEnabled ? (
          <a className={headerAction} href={storeHref(store, '/user/wishlist')} aria-label={t`Wishlist`}>
            {/* The cards' and product page's hearts draw this one's symbol. */}
            <IconDefinition name="heart" />
          </a>
        ) : null}
        <AccountLink />
        <MiniCart />
        <PerRequest>
          <StoreSwitcherIsland />
        </PerRequest>
      </nav>
      {mainMenu ? <MainMenu {...mainMenu} /> : null}
    </header>
  )
}
