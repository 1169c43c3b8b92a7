/** Why an order was not placed (docs/checkout.md): the shopper can act on each. */
export type PlaceOrderErrorCodes =
  | 'BILLING_ADDRESS_MISSING'
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  /** The coupon expired, or was used as often as it may be, since it was applied. */
  | 'COUPON_NOT_VALID'
  | 'EMPTY_CART'
  /** An applied gift card cannot be used any more (spent elsewhere, expired). */
  | 'GIFT_CARD_NOT_VALID'
  /** A gift card line's amount is no longer offered (the shop changed the card's amounts): the shopper chooses another. */
  | 'GIFT_CARD_AMOUNT_NOT_OFFERED'
  | 'GUEST_EMAIL_MISSING'
  /** The idempotency key was used for another cart. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** A line is no longer in stock in the quantity asked (another shopper was quicker). */
  | 'INSUFFICIENT_STOCK'
  /** The payment was captured for another amount than the cart's total (the cart changed). */
  | 'PAYMENT_AMOUNT_MISMATCH'
  /** The card was declined; the shopper may try another card on the same payment. */
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_METHOD_MISSING'
  | 'SHIPPING_ADDRESS_MISSING'
  | 'SHIPPING_METHOD_MISSING'
  /** The store credit no longer covers what was applied. */
  | 'STORE_CREDIT_NOT_VALID'
  /** Too many attempts: wait for the time the Retry-After header gives. */
  | 'TOO_MANY_ATTEMPTS'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED'
