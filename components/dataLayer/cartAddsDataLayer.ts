import type { QuickOrderAddedItem } from '../quickOrder/quickOrderState.ts'
import type { FormResult } from '../../server/renderShopPage.ts'
import { itemsPayload, toGa4Item, type Ga4Item } from './ga4Items.ts'
import type { PageEvent } from './dataLayerPage.ts'

/**
 * The value of a form's one-time result holding what the form added to the cart (GA4 items as
 * JSON): the server writes it after an add it handled itself (a quick order, a product form
 * sent before it hydrated, a reorder, the wishlist's adds), the next page reports it.
 */
export const CART_ADDS_VALUE = 'cartAdds'

/** `add_to_cart` of these items (none when nothing was added). */
export function addedToCartEvents(items: readonly Ga4Item[]): PageEvent[] {
  return items.length === 0 ? [] : [{ event: 'add_to_cart', ecommerce: itemsPayload(items) }]
}

/** The rows a quick order added, as GA4 items. */
export function quickOrderAddedItems(items: readonly QuickOrderAddedItem[]): Ga4Item[] {
  return items.map((item) =>
    toGa4Item({
      sku: item.sku,
      name: item.name,
      category: item.category,
      priceCents: item.priceCents,
      quantity: item.quantity,
    }),
  )
}

/** `add_to_cart` of what the form answered by this page added, from its one-time result (read once, so a reload reports nothing). */
export function cartAddedEvents(formResult: FormResult | null): PageEvent[] {
  const json = formResult?.values[CART_ADDS_VALUE]
  if (!json) return []
  try {
    const items = JSON.parse(json) as unknown
    return Array.isArray(items) ? addedToCartEvents(items as Ga4Item[]) : []
  } catch {
    return []
  }
}
