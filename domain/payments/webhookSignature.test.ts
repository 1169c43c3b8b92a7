import { describe, expect, it } from 'vitest'
import { checkWebhookSignature, signWebhook } from './webhookSignature.ts'

const SECRET = 'a-webhook-secret-of-at-least-32-characters'
const BODY = '{"id":"evt_1","type":"payment_intent.succeeded"}'
const NOW = new Date('2026-03-01T12:00:00Z')
const nowSeconds = NOW.getTime() / 1000

describe('webhook signatures', () => {
  it('accepts a body signed with the secret a moment ago', () => {
    expect(checkWebhookSignature(SECRET, BODY, signWebhook(SECRET, BODY, nowSeconds - 10), NOW)).toBeNull()
  })
  it('refuses a changed body, another secret, or a changed timestamp', () => {
    const header = signWebhook(SECRET, BODY, nowSeconds)
    expect(checkWebhookSignature(SECRET, BODY.replace('evt_1', 'evt_2'), header, NOW)).toBe('mismatch')
    expect(checkWebhookSignature(`${SECRET}!`, BODY, header, NOW)).toBe('mismatch')
    expect(
      checkWebhookSignature(SECRET, BODY, header.replace(`t=${nowSeconds}`, `t=${nowSeconds - 1}`), NOW),
    ).toBe('mismatch')
  })
  it('refuses a signature older or newer than five minutes', () => {
    expect(checkWebhookSignature(SECRET, BODY, signWebhook(SECRET, BODY, nowSeconds - 301), NOW)).toBe(
      'expired',
    )
    expect(checkWebhookSignature(SECRET, BODY, signWebhook(SECRET, BODY, nowSeconds + 301), NOW)).toBe(
      'expired',
    )
  })
  it('refuses a missing or malformed header', () => {
    expect(checkWebhookSignature(SECRET, BODY, undefined, NOW)).toBe('missing')
    expect(checkWebhookSignature(SECRET, BODY, 'v1=abc', NOW)).toBe('malformed')
    expect(checkWebhookSignature(SECRET, BODY, `t=${nowSeconds},v1=${'0'.repeat(63)}`, NOW)).toBe('malformed')
  })
})
