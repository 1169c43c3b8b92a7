import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { storeHref } from '../shop/ShopContext.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { FormErrorSummary } from '../forms/FormErrorSummary.tsx'
import { linkButton } from '../forms/forms.styles.ts'
import { primaryButton } from '../theme/buttons.styles.ts'
import { TotalsList } from '../price/TotalsList.tsx'
import { PriceInfo } from '../price/PriceInfo.tsx'
import { Link } from '../links/Link.tsx'
import { checkoutLink, couponForm, summary } from './cart.styles.ts'

/** The cart's totals and coupon, as the API computes them. */
export const CartSummaryFragment = graphql(`
  fragment CartSummary on Cart {
    is_virtual
    applied_coupons {
      code
    }
    prices {
      subtotal_including_tax {
        amount
        currency
      }
      applied_taxes {
        label
        amount {
          amount
          currency
        }
      }
      discounts {
        label
        amount {
          amount
          currency
        }
      }
      grand_total {
        amount
        currency
      }
    }
  }
`)

/**
 * The cart page's summary: subtotal, discounts, the tax included, shipping (the API has no
 * estimate before an address is known, so it says so; a cart of gift cards ships nothing),
 * grand total, the coupon form and the way to checkout.
 */
export function CartSummary({ cart: fragment }: { cart: FragmentType<typeof CartSummaryFragment> }) {
  const cart = readFragment(CartSummaryFragment, fragment)
  const { store, formState } = usePageContext()
  const { t } = useLingui()
  const coupon = cart.applied_coupons[0]?.code
  const typed = formState?.form === 'coupon' ? formState.values.code : undefined
  return (
    <section className={summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">
        <Trans>Order summary</Trans>
      </h2>
      <TotalsList
        subtotal={cart.prices.subtotal_including_tax}
        discounts={cart.prices.discounts}
        shipping={
          cart.is_virtual ? <Trans>None: nothing to ship</Trans> : <Trans>Calculated at checkout</Trans>
        }
        totalLabel={<Trans>Total</Trans>}
        total={cart.prices.grand_total}
        taxes={cart.prices.applied_taxes}
      />
      {cart.is_virtual ? null : <PriceInfo />}
      <form method="post" action={storeHref(store, '/cart')} className={couponForm} data-single-submit="">
        <FormErrorSummary form="coupon" />
        <CsrfField />
        {coupon ? (
          <>
            <input type="hidden" name="_action" value="removeCoupon" />
            <p>{t`Coupon code ${coupon} is applied.`}</p>
            <button type="submit" className={linkButton}>
              <Trans>Remove the coupon code</Trans>
            </button>
          </>
        ) : (
          <>
            <input type="hidden" name="_action" value="applyCoupon" />
            <label htmlFor="cart-coupon-code">
              <Trans>Coupon code</Trans>
            </label>
            <div>
              <input
                id="cart-coupon-code"
                name="code"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={64}
                required
                defaultValue={typed}
                aria-invalid={typed !== undefined ? true : undefined}
                aria-describedby={typed !== undefined ? 'coupon-error' : undefined}
              />
              <button type="submit" className={primaryButton}>
                <Trans>Apply</Trans>
              </button>
            </div>
          </>
        )}
      </form>
      <Link to="/checkout/login" className={checkoutLink}>
        <Trans>Proceed to checkout</Trans>
      </Link>
    </section>
  )
}
