import type { EcommerceEventName, EcommercePayload, Ga4Item } from './ga4Items.ts'

/** Id of the page's JSON element for the data layer (written by `DataLayerData`, read by the shell's chunk). */
export const DATA_LAYER_ELEMENT_ID = 'datalayer'

/** Attribute of a product grid whose cards report `select_item`; its value is the list's `item_list_id`. */
export const ITEM_LIST_ATTRIBUTE = 'data-item-list'

/** Attribute of a product card's element outside listings (CMS widgets): its GA4 item as JSON, reported in its list's `view_item_list` and by `select_item` when its link is clicked. */
export const LISTED_ITEM_ATTRIBUTE = 'data-listed-item'

/** An event the page pushes once it may (analytics consent given now or later on the page). */
export interface PageEvent {
  event: EcommerceEventName
  ecommerce: EcommercePayload
  /**
   * Pushed at most once per key: `browser` remembers it in localStorage (a purchase, never
   * again on reload or in another tab), `tab` in sessionStorage (the checkout's start).
   */
  once?: { key: string; scope: 'browser' | 'tab' }
}

/** What a page tells the data layer, from data the server already renders. */
export interface DataLayerPage {
  /** Events of the page itself: list, product, cart, checkout start, purchase. */
  events: PageEvent[]
  /** The cart page: each line's item by its cart line id, so a quantity change or a removal is reported with its product. */
  cartLines?: Record<string, Ga4Item>
  /** The checkout page: the cart's items and what is chosen so far (a sent step is reported once the page shows it kept). */
  checkout?: {
    items: Ga4Item[]
    coupon: string | null
    shippingTier: string | null
    paymentType: string | null
  }
  /** The order confirmation: the order is placed (a payment sent before is kept). */
  orderPlaced?: boolean
}
