import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A new token for an e-mailed link: 256 random bits. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What is stored of a link token: its SHA-256, so a leaked table holds no usable link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Signs and checks stateless link tokens of one purpose (see {@link createSignedLinkTokens}). */
export interface SignedLinkTokens {
  /** A token naming `fields`, valid `ttlDays` days from `now`. */
  sign(fields: readonly string[], now?: Date): string
  /** The fields a token names, or null when it is altered, malformed or expired. */
  verify(token: string, now?: Date): string[] | null
}

/**
 * Stateless signed link tokens: `<field>.<field>….<expiry in unix seconds>.<HMAC-SHA256>` in
 * base64url, signed with the shop's stored secret under `purpose`, so one kind of token is never
 * accepted as another, nothing is stored per link and no id can be guessed into one. Each field
 * must match its pattern (a regular expression source without `.`), in order.
 */
export function createSignedLinkTokens(
  secret: string,
  purpose: string,
  ttlDays: number,
  fieldPatterns: readonly string[],
): SignedLinkTokens {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url')
  const shape = new RegExp(
    `^${fieldPatterns.map((pattern) => `(${pattern})\\.`).join('')}(\\d{1,12})\\.([A-Za-z0-9_-]{43})$`,
  )
  return {
    sign(fields, now = new Date()) {
      const payload = [...fields, String(Math.floor(now.getTime() / 1000) + ttlDays * 86_400)].join('.')
      return `${payload}.${mac(payload)}`
    },
    verify(token, now = new Date()) {
      const match = shape.exec(token)
      if (!match) return null
      const fields = match.slice(1, -2)
      const expiry = match.at(-2) as string
      const expected = Buffer.from(mac([...fields, expiry].join('.')))
      const given = Buffer.from(match.at(-1) as string)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      return Number(expiry) * 1000 > now.getTime() ? fields : null
    },
  }
}
