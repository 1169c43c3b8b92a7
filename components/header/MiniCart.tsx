import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { Icon } from '../icons/Icon.tsx'
import { cartIconPath } from '../icons/iconPaths.ts'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { CART_CHANGED_EVENT } from '../cart/cartEvents.ts'
import { headerAction } from './header.styles.ts'
import { colors, fontSizes } from '../theme/tokens.ts'

/** Where the count goes in the labels the browser fills in. */
export const CART_COUNT_SLOT = '{count}'

const badge = css`
  min-width: 2rem;
  padding: 0 0.4rem;
  border-radius: 1rem;
  background: ${colors.brandPrimaryText};
  color: ${colors.white};
  font-size: ${fontSizes.small};
  text-align: center;
  &[hidden] {
    display: none;
  }
`

/**
 * The header's cart link, the same for everyone so catalogue HTML stays cacheable: after load,
 * showHeaderShopper.ts asks the shop API for the cart's `total_quantity` and writes it into the
 * badge and the label (singular or plural form, chosen with the language's plural rules), and
 * follows adds made on the page. A few hundred bytes of script instead of React.
 */
export function MiniCart() {
  const { store } = useShop()
  const { t } = useLingui()
  const slot = CART_COUNT_SLOT
  return (
    <a
      className={headerAction}
      href={storeHref(store, '/cart')}
      aria-label={t`Cart`}
      data-mini-cart=""
      // The page script reads the event from here, so its chunk imports nothing and loads in one request.
      data-changed-event={CART_CHANGED_EVENT}
      // Two forms suffice: en, de, fr and it only tell "one" from "other" for counts of pieces.
      data-label-one={t({
        message: `Cart, ${slot} item`,
        comment: 'Accessible name of the header cart link for one piece (French: also 0)',
      })}
      data-label-other={t({
        message: `Cart, ${slot} items`,
        comment: 'Accessible name of the header cart link for several pieces',
      })}
    >
      <Icon path={cartIconPath} />
      <span className={badge} data-mini-cart-count="" aria-hidden="true" hidden />
    </a>
  )
}
