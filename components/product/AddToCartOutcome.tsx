import { useLingui } from '@lingui/react/macro'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { addedNote, lowStock } from './configurator.styles.ts'
import type { AddToCartResult } from './useAddToCart.ts'

/**
 * What an add answered, under the button: the confirmation with a link to the cart (in a
 * status region that is always there, so it is announced), or why it failed (an alert).
 */
export function AddToCartOutcome({ outcome }: { outcome: AddToCartResult | null }) {
  const { t } = useLingui()
  const { store } = useShop()
  return (
    <>
      <div role="status" className={addedNote}>
        {outcome?.added ? (
          <p>
            {t`The product is in your cart.`} <a href={storeHref(store, '/cart')}>{t`View your cart`}</a>
          </p>
        ) : null}
      </div>
      {outcome && !outcome.added ? (
        <p role="alert" className={lowStock}>
          {outcome.message}
        </p>
      ) : null}
    </>
  )
}
