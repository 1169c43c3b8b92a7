import { createHash, randomBytes } from 'node:crypto'

/** A new token for an e-mailed link: 256 random bits. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What is stored of a link token: its SHA-256, so a leaked table holds no usable link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
