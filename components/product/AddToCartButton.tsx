import { useLingui } from '@lingui/react/macro'
import { cx } from '@linaria/core'
import { primaryButton } from '../theme/buttons.styles.ts'
import { addToCart } from './configurator.styles.ts'

/** States of the button (docs/storefront-rules.md#page-states): ready, pending (not clickable while adding) or disabled. */
export type AddToCartState = 'ready' | 'pending' | 'disabled'

/** Why the button is disabled, said on the button or under it. */
export type DisabledReason = 'outOfStock'

/**
 * The add to cart button of the configurator. Pending while the add is sent (busy, clicks
 * ignored), disabled when the choice is sold out (and says so). An incomplete choice leaves it
 * enabled: pressing it says what is missing.
 */
export function AddToCartButton({
  state,
  reason,
}: {
  state: AddToCartState
  reason?: DisabledReason | undefined
}) {
  const { t } = useLingui()
  const label =
    state === 'pending' ? t`Adding to cart…` : reason === 'outOfStock' ? t`Out of stock` : t`Add to cart`
  return (
    <div>
      <button
        type="submit"
        className={cx(primaryButton, addToCart)}
        disabled={state === 'disabled'}
        aria-disabled={state === 'pending' ? true : undefined}
        aria-busy={state === 'pending' ? true : undefined}
      >
        {label}
      </button>
    </div>
  )
}
