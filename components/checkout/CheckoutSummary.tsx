import { Trans, useLingui } from '@lingui/react/macro'
import { graphql, useFragment as readFragment, type FragmentType } from '../../graphql/client/index.ts'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { formatMoney } from '../price/formatMoney.ts'
import { TotalsList } from '../price/TotalsList.tsx'
import { Link } from '../links/Link.tsx'
import { editLink, summary, summaryLines } from './checkout.styles.ts'
import { labelledValue } from '../../config/labelledValue.ts'
import { useShop } from '../shop/ShopContext.tsx'
import { AvifPicture } from '../listing/AvifPicture.tsx'
import { avifTwin } from '../listing/productImage.ts'

/** What the checkout's order summary shows: the lines and the totals the API computed. */
export const CheckoutSummaryFragment = graphql(`
  fragment CheckoutSummary on Cart {
    total_quantity
    is_virtual
    items {
      item_id
      quantity
      product {
        sku
        name
        imageUrl
      }
      configurable_options {
        id
        option_label
        value_label
      }
      prices {
        row_total_including_tax {
          amount
          currency
        }
      }
    }
    shipping_addresses {
      selected_shipping_method {
        method_code
      }
    }
    prices {
      subtotal_including_tax {
        amount
        currency
      }
      shipping_including_tax {
        amount
        currency
      }
      gift_cards_total {
        amount
        currency
      }
      store_credit_total {
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
 * The order summary beside the checkout's steps (as Magento and Shopify show it): each product
 * with its options and line total, then subtotal, discounts, shipping, total and the tax it
 * includes, with a link back to the cart to change quantities.
 */
export function CheckoutSummary({ cart: fragment }: { cart: FragmentType<typeof CheckoutSummaryFragment> }) {
  const { locale } = useShop().store
  const cart = readFragment(CheckoutSummaryFragment, fragment)
  const { store } = usePageContext()
  const { t } = useLingui()
  const money = (amount: { amount: number; currency: string }) =>
    formatMoney(amount.amount, amount.currency, store.locale)
  const shippingChosen = cart.shipping_addresses[0]?.selected_shipping_method != null
  return (
    <aside className={summary} aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">
        <Trans>Order summary</Trans>
        <Link to="/cart" className={editLink}>
          <Trans>Edit cart</Trans>
        </Link>
      </h2>
      <ul className={summaryLines} aria-label={t`Products in your order`}>
        {cart.items.map(({ quantity, ...item }) => (
          <li key={item.item_id}>
            <AvifPicture avifSrcSet={avifTwin(item.product.imageUrl)}>
              <img src={item.product.imageUrl} alt="" width={56} height={56} loading="lazy" />
            </AvifPicture>
            <div>
              <p>{item.product.name}</p>
              {item.configurable_options.map((option) => (
                <p key={option.id}>{labelledValue(locale, option.option_label, option.value_label)}</p>
              ))}
              <p>{t`Quantity: ${quantity}`}</p>
            </div>
            <p>{money(item.prices.row_total_including_tax)}</p>
          </li>
        ))}
      </ul>
      <TotalsList
        subtotal={cart.prices.subtotal_including_tax}
        discounts={cart.prices.discounts}
        shipping={
          cart.is_virtual
            ? t`None: nothing to ship`
            : shippingChosen
              ? cart.prices.shipping_including_tax.amount === 0
                ? t`Free`
                : money(cart.prices.shipping_including_tax)
              : t`Chosen in step 3`
        }
        giftCards={cart.prices.gift_cards_total}
        storeCredit={cart.prices.store_credit_total}
        totalLabel={<Trans>Total</Trans>}
        total={cart.prices.grand_total}
        taxes={cart.prices.applied_taxes}
      />
    </aside>
  )
}
