import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { cx } from '@linaria/core'
import { primaryButton } from '../theme/buttons.styles.ts'
import { addToCart, note } from './configurator.styles.ts'

/** States of the button (spec §4): ready, pending (not clickable while adding) or disabled. */
export type AddToCartState = 'ready' | 'pending' | 'disabled'

/** Why the button is disabled, said on the button and under it. */
export type DisabledReason = 'cartUnavailable' | 'outOfStock'

/**
 * The add to cart button. Until the cart exists it is disabled with a label and a note that
 * say so: never a fake add.
 */
export function AddToCartButton({ state, reason }: { state: AddToCartState; reason?: DisabledReason }) {
  const { t } = useLingui()
  const noteId = useId()
  const label =
    state === 'pending'
      ? t`Adding to cart…`
      : reason === 'outOfStock'
        ? t`Out of stock`
        : reason === 'cartUnavailable'
          ? t`Add to cart — available soon`
          : t`Add to cart`
  return (
    <div>
      <button
        type="submit"
        className={cx(primaryButton, addToCart)}
        disabled={state === 'disabled'}
        aria-busy={state === 'pending' ? true : undefined}
        aria-describedby={reason === 'cartUnavailable' ? noteId : undefined}
      >
        {label}
      </button>
      {reason === 'cartUnavailable' ? (
        <p id={noteId} className={note}>
          {t`Online ordering opens soon: the cart is not available yet.`}
        </p>
      ) : null}
    </div>
  )
}
