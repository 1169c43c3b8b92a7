/** How long a shopper's cookie lives (13 months, docs/storefront-rules.md#limits-and-constants). */
export const SESSION_COOKIE_MAX_AGE_MS = 13 * 30.44 * 24 * 3600 * 1000
/** A signed-in session left unused this long is signed out. */
export const SIGNED_IN_IDLE_TIMEOUT_MS = 2 * 3600 * 1000
/** A signed-in session is signed out this long after signing in, however busy. */
export const SIGNED_IN_ABSOLUTE_TIMEOUT_MS = 14 * 24 * 3600 * 1000
/** How often a signed-in session records activity (one write per interval, not per request). */
export const SIGNED_IN_TOUCH_INTERVAL_MS = 60 * 1000
/** How often an anonymous session slides its 13 months forward. */
export const ANONYMOUS_TOUCH_INTERVAL_MS = 24 * 3600 * 1000
/** Name of the session cookie. */
export const SESSION_COOKIE_NAME = 'shop_session'
/** How many guest orders a session remembers (the newest), for an account opened next in it to take over. */
export const GUEST_ORDERS_KEPT = 5
/**
 * What a shopper keeps when signing in or out; guest carts are merged into the customer's cart
 * before (domain/cart/mergeGuestCarts.ts), guest orders given to a new account before
 * (domain/orders/sessionGuestOrders.ts).
 */
export const KEPT_ON_SIGN_IN: readonly string[] = []
