import { createHmac, timingSafeEqual } from 'node:crypto'

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
 * base64url, signed like guests' order links but under a purpose of their own, so one kind of
 * token is never accepted as the other and nothing is stored per link. A customer has one cart
 * per store, so the customer and the store name it.
 */
export function createCartLinks(secret: string): CartLinks {
  const mac = (payload: string) => createHmac('sha256', secret).update(`cart-link:${payload}`).digest('base64url')
  return {
    sign({ customerId, storeKey }, now = new Date()) {
      const payload = `${customerId}.${storeKey}.${Math.floor(now.getTime() / 1000) + CART_LINK_TTL_DAYS * 86_400}`
      return `${payload}.${mac(payload)}`
    },
    verify(token, now = new Date()) {
      const match = /^(\d{1,15})\.([a-z0-9_]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return null
      const [, id, storeKey, expiry, signature] = match as unknown as [string, string, string, string, string]
      const expected = Buffer.from(mac(`${id}.${storeKey}.${expiry}`))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      return Number(expiry) * 1000 > now.getTime() ? { customerId: Number(id), storeKey } : null
    },
  }
}
