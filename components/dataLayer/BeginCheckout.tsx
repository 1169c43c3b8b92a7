import type { FragmentType } from '../../graphql/client/index.ts'
import { DataLayerData } from './DataLayerData.tsx'
import { cartContentsKey, cartDataLayerLines, type DataLayerCartItemFragment } from './cartDataLayer.ts'
import { itemsPayload } from './ga4Items.ts'

/**
 * The checkout pages' data layer: `begin_checkout` once per cart contents in a tab (the
 * sign-in step and the steps page both start it; reloads and the steps' own posts do not),
 * and on the steps page what is chosen so far, which confirms a sent delivery or payment step.
 */
export function BeginCheckout({
  items,
  checkout,
}: {
  items: ReadonlyArray<FragmentType<typeof DataLayerCartItemFragment>>
  /** The steps page: coupon, chosen shipping method and payment method (codes); null on the sign-in step. */
  checkout: { coupon: string | null; shippingTier: string | null; paymentType: string | null } | null
}) {
  const lines = cartDataLayerLines(items)
  const cartItems = lines.map(({ item }) => item)
  const coupon = checkout?.coupon ?? null
  return (
    <DataLayerData
      page={{
        events: [
          {
            event: 'begin_checkout',
            ecommerce: itemsPayload(cartItems, coupon ? { coupon } : {}),
            once: { key: `begin_checkout:${cartContentsKey(lines)}`, scope: 'tab' },
          },
        ],
        ...(checkout ? { checkout: { items: cartItems, ...checkout } } : {}),
      }}
    />
  )
}
