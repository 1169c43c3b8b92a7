import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import { Icon } from '../icons/Icon.tsx'
import { userIconPath } from '../icons/iconPaths.ts'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { colors } from '../theme/tokens.ts'
import { headerAction } from './header.styles.ts'

/** Where the shopper's first name goes in the signed-in label (filled in by the browser). */
export const FIRST_NAME_SLOT = '{firstname}'

const accountLink = css`
  position: relative;
  &[data-signed-in]::after {
    content: '';
    position: absolute;
    top: 0.9rem;
    right: 0.7rem;
    width: 0.9rem;
    height: 0.9rem;
    border: 2px solid ${colors.white};
    border-radius: 50%;
    background: ${colors.brandPrimaryText};
  }
`

/**
 * The header's account link, the account island: catalogue HTML is the same for everyone, so
 * it renders anonymous; after load, showHeaderShopper.ts asks the shop API
 * who is signed in (`me`) and, for a customer, names them and marks the icon. A few hundred
 * bytes of script instead of React, so catalogue pages stay within their JavaScript budget.
 */
export function AccountLink() {
  const { store } = useShop()
  const { t } = useLingui()
  const slot = FIRST_NAME_SLOT
  return (
    <a
      className={`${headerAction} ${accountLink}`}
      href={storeHref(store, '/user/')}
      aria-label={t`My account`}
      data-account-link=""
      data-signed-in-label={t`My account, signed in as ${slot}`}
    >
      <Icon path={userIconPath} />
    </a>
  )
}
