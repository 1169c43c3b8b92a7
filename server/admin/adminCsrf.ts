import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A new random value for the CSRF cookie. */
export function newCsrfSeed(): string {
  return randomBytes(32).toString('base64url')
}

/** The token forms carry for a cookie's seed: an HMAC under the server's secret, so a page cannot forge it from the cookie alone. */
export function csrfTokenOf(secret: string, seed: string): string {
  return createHmac('sha256', secret).update(`admin-csrf:${seed}`).digest('base64url')
}

/** Whether a posted token belongs to the cookie's seed. */
export function isCsrfTokenRight(secret: string, seed: string | undefined, posted: string): boolean {
  if (!seed) return false
  const expected = Buffer.from(csrfTokenOf(secret, seed))
  const given = Buffer.from(posted)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
