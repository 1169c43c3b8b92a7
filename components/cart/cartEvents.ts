/** The DOM event an island dispatches on `window` after it changed the cart; the mini cart listens. */
export const CART_CHANGED_EVENT = 'shop:cart-changed'

/** What {@link CART_CHANGED_EVENT} carries. */
export interface CartChangedDetail {
  /** Pieces in the cart now. */
  totalQuantity: number
}

/** Tells the page (the header's mini cart) how many pieces the cart holds now. */
export function announceCartChanged(totalQuantity: number): void {
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail: { totalQuantity } }))
}
