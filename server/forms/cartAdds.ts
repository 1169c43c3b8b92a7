import { cartLineItem, type CartLineData, type Ga4Item } from '../../components/dataLayer/ga4Items.ts'
import type { RunShopOperation } from './quickOrder/addQuickOrderToCart.ts'

const LINE = 'item_id quantity product { sku name main_category { name } } configured_variant { sku } prices { price { amount } } configurable_options { value_label }'
const CART_LINES = `query FormCartLines($cartId: String!) { cart(cart_id: $cartId) { items { ${LINE} } } }`
const SHOPPER_CART_LINES = `query FormShopperCartLines { shopperCart { items { ${LINE} } } }`

type LineData = CartLineData & { item_id: string }

/** A cart's lines by line id, as GA4 items. */
export type CartLines = ReadonlyMap<string, Ga4Item>

/**
 * The lines of the cart a form acts on: `cartId`'s, or without one the shopper's current cart
 * (a reorder goes to the customer's); empty when there is none yet, null when the read failed.
 */
export async function cartLinesOf(run: RunShopOperation, cartId: string | null): Promise<CartLines | null> {
  const { result } = cartId ? await run(CART_LINES, { cartId }) : await run(SHOPPER_CART_LINES, {})
  if (result.errors?.length) return null
  const data = result.data as { cart?: { items: LineData[] } | null; shopperCart?: { items: LineData[] } | null } | null | undefined
  const items = (cartId ? data?.cart : data?.shopperCart)?.items ?? []
  return new Map(items.map((line) => [line.item_id, cartLineItem(line)]))
}

/** What the cart took between two reads: each new line whole, each grown line by the pieces it gained. */
export function addedToCart(before: CartLines, after: CartLines): Ga4Item[] {
  return [...after].flatMap(([line, item]) => {
    const gained = item.quantity - (before.get(line)?.quantity ?? 0)
    return gained > 0 ? [{ ...item, quantity: gained }] : []
  })
}
