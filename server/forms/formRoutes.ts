/** Form posts one client may send per minute (humans send a few; scripts are slowed down). */
export const FORM_POSTS_PER_MINUTE = 30

/** The route options of every form post: its rate limit. */
export const FORM_ROUTE_CONFIG = { rateLimit: { max: FORM_POSTS_PER_MINUTE, timeWindow: '1 minute' } }

/**
 * The store-relative path of every form action, in the order of `FORM_ACTIONS`
 * (server/forms/shopperRequests.ts): the shopper routes are registered at start-up from this list,
 * and the actions, with the storefront's generated documents, load with the first request
 * (docs/performance.md). `formRoutes.test.ts` checks that the two lists agree.
 */
export const FORM_ACTION_PATHS = [
  '/login',
  '/register',
  '/account/password-request',
  '/account/password-reset',
  '/user/information',
  '/user/address-book',
  '/user/newsletter',
  '/user/logout',
  '/giftcard/balance',
  '/cart',
  '/checkout/login',
  '/checkout/',
  '/orders/',
  '/newsletter',
  '/marketing',
  '/stock-alert',
  '/review/*',
  '/contact',
  '/user/wishlist',
  '/wishlist/share/:shareCode/add',
  '/wishlist/share/:shareCode/add/:itemId',
  '/user/orders/:orderId/withdraw',
  '/user/orders/:orderId/withdraw/confirm',
  '/orders/withdraw',
  '/orders/withdraw/confirm',
  '/user/orders/:orderId/returns/create',
  '/orders/returns',
] as const
