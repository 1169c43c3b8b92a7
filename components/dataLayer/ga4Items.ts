/**
 * GA4 e-commerce items and payloads from the shop's own data (pure, so pages, the shell's
 * chunk and islands share it). Prices come in as integer cents and leave as euros, as GA4
 * reads them; sums are made in cents so no float rounding moves a cent.
 */
import { fromCents, toCents, type Cents } from '../../pricing/money.ts'

/** The e-commerce events the shop pushes (GA4's recommended names). */
export type EcommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'

/** One product of a GA4 event. */
export interface Ga4Item {
  /** The SKU of the variant chosen (size and colour), else the product's. */
  item_id: string
  item_name: string
  /** The chosen options (`Green / 42`); absent when there are none. */
  item_variant?: string
  item_category?: string
  /** Unit price in euros, tax included. */
  price: number
  quantity: number
  /** Position in the list shown, from 0. */
  index?: number
  item_list_id?: string
  item_list_name?: string
}

/** The `ecommerce` object of an event, without `currency` (added by `trackEvent`). */
export interface EcommercePayload {
  items: Ga4Item[]
  value?: number
  item_list_id?: string
  item_list_name?: string
  transaction_id?: string
  tax?: number
  shipping?: number
  coupon?: string
  shipping_tier?: string
  payment_type?: string
}

/** A product as the shop knows it, before it is a GA4 item. */
export interface ShopItem {
  /** The product's SKU. */
  sku: string
  /** The chosen variant's SKU, when a variant is chosen. */
  variantSku?: string | null
  name: string
  /** Labels of the chosen options (colour, size, custom options), in the product's order. */
  options?: readonly string[]
  priceCents: Cents
  quantity: number
  category?: string | null
  index?: number
  list?: { id: string; name: string } | null
}

/** A GA4 item from the shop's data: `item_id` is the chosen variant's SKU, else the product's. */
export function toGa4Item(item: ShopItem): Ga4Item {
  const options = (item.options ?? []).map((option) => option.trim()).filter((option) => option !== '')
  return {
    item_id: item.variantSku || item.sku,
    item_name: item.name,
    ...(options.length > 0 ? { item_variant: options.join(' / ') } : {}),
    ...(item.category ? { item_category: item.category } : {}),
    price: fromCents(item.priceCents),
    quantity: item.quantity,
    ...(item.index === undefined ? {} : { index: item.index }),
    ...(item.list ? { item_list_id: item.list.id, item_list_name: item.list.name } : {}),
  }
}

/** What the items are worth together (price × quantity), in euros, summed in cents. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return fromCents(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0))
}

/** An event's payload for these items, valued at their sum. */
export function itemsPayload(
  items: readonly Ga4Item[],
  extra: Omit<EcommercePayload, 'items' | 'value'> = {},
): EcommercePayload {
  return { ...extra, value: itemsValue(items), items: [...items] }
}

/** The same item with another quantity (a quantity change of a cart line). */
export function withQuantity(item: Ga4Item, quantity: number): Ga4Item {
  return { ...item, quantity }
}

/** A cart line as the shop API answers it (the `DataLayerCartItem` fragment). */
export interface CartLineData {
  quantity: number
  product: { sku: string; name: string; main_category?: { name: string } | null }
  configured_variant?: { sku: string } | null
  prices: { price: { amount: number } }
  configurable_options: ReadonlyArray<{ value_label: string }>
}

/** A GA4 item from a cart line: unit price as the cart computed it (tier price included), the product's main category. */
export function cartLineItem(line: CartLineData): Ga4Item {
  return toGa4Item({
    sku: line.product.sku,
    variantSku: line.configured_variant?.sku ?? null,
    name: line.product.name,
    options: line.configurable_options.map((option) => option.value_label),
    priceCents: toCents(line.prices.price.amount),
    quantity: line.quantity,
    category: line.product.main_category?.name ?? null,
  })
}
