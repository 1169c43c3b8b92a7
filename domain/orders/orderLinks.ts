import { createSignedLinkTokens } from '../accounts/linkTokens.ts'

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
  const tokens = createSignedLinkTokens(secret, 'order-link', ORDER_LINK_TTL_DAYS, ['\\d{1,15}'])
  return {
    sign: (orderId, now) => tokens.sign([String(orderId)], now),
    verify(token, now) {
      const fields = tokens.verify(token, now)
      return fields ? Number(fields[0]) : null
    },
  }
}
