import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a guest's order link stays valid. */
export const ORDER_LINK_TTL_DAYS = 30

/** Signs and checks the tokens of guests' order links (`guestOrderByToken`). */
export interface OrderLinks {
  /** A token naming the order, valid {@link ORDER_LINK_TTL_DAYS} days from `now`. */
  sign(orderId: number, now?: Date): string
  /** The order a token names, or null when it is altered, malformed or expired. */
  verify(token: string, now?: Date): number | null
}

/**
 * Order link tokens: `<order id>.<expiry in unix seconds>.<HMAC-SHA256>` in base64url, signed
 * with the shop's stored secret, so nothing is kept per link and no order id can be guessed into one.
 */
export function createOrderLinks(secret: string): OrderLinks {
  const mac = (payload: string) => createHmac('sha256', secret).update(`order-link:${payload}`).digest('base64url')
  return {
    sign(orderId, now = new Date()) {
      const payload = `${orderId}.${Math.floor(now.getTime() / 1000) + ORDER_LINK_TTL_DAYS * 86_400}`
      return `${payload}.${mac(payload)}`
    },
    verify(token, now = new Date()) {
      const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return null
      const [, id, expiry, signature] = match as unknown as [string, string, string, string]
      const expected = Buffer.from(mac(`${id}.${expiry}`))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      return Number(expiry) * 1000 > now.getTime() ? Number(id) : null
    },
  }
}
