import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { Icon } from '../icons/Icon.tsx'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { headerAction } from './header.styles.ts'
import { colors, fontSizes } from '../theme/tokens.ts'

const badge = css`
  min-width: 2rem;
  padding: 0 0.4rem;
  border-radius: 1rem;
  background: ${colors.brandPrimaryText};
  color: ${colors.white};
  font-size: ${fontSizes.small};
  text-align: center;
`

/**
 * The header's cart link. Per-shopper data never reaches the cacheable HTML: when the cart
 * exists this becomes an island that fills the count in the browser; until then it ships no
 * JavaScript and shows no count.
 */
export function MiniCart({ count = 0 }: { count?: number }) {
  const { store } = useShop()
  const { t } = useLingui()
  return (
    <a className={headerAction} href={storeHref(store, '/cart')} aria-label={t`Cart, ${count} items`}>
      <Icon name="cart" />
      {count > 0 ? <span className={badge}>{count}</span> : null}
    </a>
  )
}
