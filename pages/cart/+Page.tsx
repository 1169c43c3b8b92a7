import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../renderer/usePageContext.tsx'
import { useData } from '../../renderer/useData.ts'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../components/layout/EmptyState.tsx'
import { FormNotice } from '../../components/forms/FormNotice.tsx'
import { FormErrorSummary } from '../../components/forms/FormErrorSummary.tsx'
import { noticeBox } from '../../components/forms/forms.styles.ts'
import { CartLine } from '../../components/cart/CartLine.tsx'
import { CartSummary } from '../../components/cart/CartSummary.tsx'
import { cartLayout, lineList } from '../../components/cart/cart.styles.ts'
import { DataLayerData } from '../../components/dataLayer/DataLayerData.tsx'
import { cartDataLayerLines } from '../../components/dataLayer/cartDataLayer.ts'
import { itemsPayload } from '../../components/dataLayer/ga4Items.ts'
import { cartAddedEvents } from '../../components/dataLayer/cartAddsDataLayer.ts'
import type { CartPageData } from './+data.ts'

/**
 * The cart (/cart), rendered per shopper: notices of a merge at sign-in, the lines
 * with their forms, the summary with the coupon form, or the empty state. Every form posts
 * to /cart and works without JavaScript.
 */
export default function Page() {
  const { urlParsed, formResult } = usePageContext()
  const { cart } = useData<CartPageData>()
  const { t } = useLingui()
  const items = cart?.items ?? []
  const lines = cartDataLayerLines(items)
  return (
    <>
      {/* Per shopper (never cached): what a form just added (a quick order, a reorder, a shared wishlist, a product form sent before it hydrated), the cart, and its lines so a quantity change or a removal (even of the last line) is reported. */}
      <DataLayerData
        page={{
          events: [
            ...cartAddedEvents(formResult),
            ...(lines.length > 0
              ? [{ event: 'view_cart' as const, ecommerce: itemsPayload(lines.map(({ item }) => item)) }]
              : []),
          ],
          cartLines: Object.fromEntries(lines.map(({ line, item }) => [line, item])),
        }}
      />
      <PageHeading>
        <Trans>Shopping cart</Trans>
      </PageHeading>
      <FormNotice />
      {/* The checkout sends an empty cart back here (?checkout=empty) and the shopper is told why. */}
      {urlParsed.search.checkout === 'empty' && items.length === 0 ? (
        <div className={noticeBox} role="status">
          <p>
            <Trans>Your cart is empty: add products before you check out.</Trans>
          </p>
        </div>
      ) : null}
      <FormErrorSummary form="addToCart" />
      <FormErrorSummary form="reorder" />
      {cart && cart.notices.length > 0 ? (
        <div className={noticeBox} role="status">
          {cart.notices.map((notice) => (
            <p key={`${notice.code}-${notice.sku}`}>{notice.message}</p>
          ))}
        </div>
      ) : null}
      {cart && items.length > 0 ? (
        <div className={cartLayout}>
          <ul className={lineList} aria-label={t`Products in your cart`}>
            {items.map((item, index) => (
              <CartLine key={item.item_id} item={item} priority={index === 0} />
            ))}
          </ul>
          <CartSummary cart={cart} />
        </div>
      ) : (
        <EmptyState>
          <Trans>Your cart is empty.</Trans>
        </EmptyState>
      )}
    </>
  )
}
