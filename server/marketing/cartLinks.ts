import { createSignedLinkTokens } from '../../domain/accounts/linkTokens.ts'

/** How long the link of a cart reminder restores the cart. */
export const CART_LINK_TTL_DAYS = 7

/** What a valid cart link names. */
export interface CartLinkTarget {
  customerId: number
  storeKey: string
}

/** Signs and checks the links of cart reminders. */
export interface CartLinks {
  /** A token naming a customer's cart in a store, valid {@link CART_LINK_TTL_DAYS} days from `now`. */
  sign(target: CartLinkTarget, now?: Date): string
  /** What a token names, or null when it is altered, malformed or expired. */
  verify(token: string, now?: Date): CartLinkTarget | null
}

/**
 * Cart link tokens: `<customer id>.<store key>.<expiry in unix seconds>.<HMAC-SHA256>` in
 * base64url, signed like guests' order links (`createSignedLinkTokens`) but under a purpose of
 * their own, so one kind of token is never accepted as the other and nothing is stored per link.
 * A customer has one cart per store, so the customer and the store name it.
 */
export function createCartLinks(secret: string): CartLinks {
  const tokens = createSignedLinkTokens(secret, 'cart-link', CART_LINK_TTL_DAYS, [
    '\\d{1,15}',
    '[a-z0-9_]{1,40}',
  ])
  return {
    sign: ({ customerId, storeKey }, now) => tokens.sign([String(customerId), storeKey], now),
    verify(token, now) {
      const fields = tokens.verify(token, now)
      return fields ? { customerId: Number(fields[0]), storeKey: fields[1] as string } : null
    },
  }
}
