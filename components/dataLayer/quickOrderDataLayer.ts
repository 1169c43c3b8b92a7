import type { QuickOrderAddedItem } from '../../server/forms/quickOrder/quickOrderState.ts'
import type { FormResult } from '../../server/renderShopPage.ts'
import { itemsPayload, toGa4Item } from './ga4Items.ts'
import type { PageEvent } from './dataLayerPage.ts'

/** `add_to_cart` of the rows a quick order added (none when it added nothing). */
export function quickOrderAddedEvents(items: readonly QuickOrderAddedItem[]): PageEvent[] {
  if (items.length === 0) return []
  const added = items.map((item) => toGa4Item({ sku: item.sku, name: item.name, priceCents: item.priceCents, quantity: item.quantity }))
  return [{ event: 'add_to_cart', ecommerce: itemsPayload(added) }]
}

/** The rows a quick order that added everything left for the cart page, in its one-time result. */
export function quickOrderAddedItemsOf(formResult: FormResult | null): QuickOrderAddedItem[] {
  if (formResult?.form !== 'quickOrder' || !formResult.values.addedItems) return []
  try {
    return JSON.parse(formResult.values.addedItems) as QuickOrderAddedItem[]
  } catch {
    return []
  }
}
