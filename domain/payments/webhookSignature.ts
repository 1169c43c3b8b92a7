import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a webhook may be (seconds, either way) before it is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** Name of the header that carries the signature, `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'payment-signature'

function hmacOf(secret: string, timestamp: number, rawBody: string): Buffer {
  // The timestamp is signed with the body, so an old body cannot be replayed under a new time.
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest()
}

/** Signs a webhook body at `timestamp` (Unix seconds); returns the header value. */
export function signWebhook(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacOf(secret, timestamp, rawBody).toString('hex')}`
}

/** Why a signature was refused, or null when it is good. */
export type WebhookSignatureProblem = 'missing' | 'malformed' | 'expired' | 'mismatch'

/**
 * Checks a signature header against the raw body: well formed, signed within the tolerance
 * of `now`, and the HMAC equal in constant time. Returns null when it holds.
 */
export function checkWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): WebhookSignatureProblem | null {
  if (!header) return 'missing'
  const parts = new Map(
    header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]),
  )
  const timestamp = Number(parts.get('t'))
  const signature = parts.get('v1') ?? ''
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'malformed'
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) return 'expired'
  return timingSafeEqual(Buffer.from(signature, 'hex'), hmacOf(secret, timestamp, rawBody))
    ? null
    : 'mismatch'
}
