import { createHash, randomBytes } from 'node:crypto'

/** A random token for a cookie or a link (32 bytes, base64url). */
export function newStaffToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What is stored of a token, session id or recovery code: its SHA-256 (hex), so a copy of the table opens nothing. */
export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
