import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSignedLinkTokens } from './linkTokens.ts'

const NOW = new Date('2026-11-24T10:00:00Z')

describe('createSignedLinkTokens', () => {
  const tokens = createSignedLinkTokens('secret', 'cart-link', 7, ['\\d{1,15}', '[a-z0-9_]{1,40}'])

  it('reads back the fields it signed until the expiry', () => {
    const token = tokens.sign(['42', 'fr'], NOW)
    expect(tokens.verify(token, NOW)).toEqual(['42', 'fr'])
    expect(tokens.verify(token, new Date(NOW.getTime() + 7 * 86_400_000 + 1000))).toBeNull()
  })

  it('accepts a token mailed before, signed by hand as `<purpose>:<fields>.<expiry>`', () => {
    const payload = `42.fr.${Math.floor(NOW.getTime() / 1000) + 60}`
    const token = `${payload}.${createHmac('sha256', 'secret').update(`cart-link:${payload}`).digest('base64url')}`
    expect(tokens.verify(token, NOW)).toEqual(['42', 'fr'])
  })

  it('refuses another purpose, another secret, an altered field and a field outside its pattern', () => {
    const token = tokens.sign(['42', 'fr'], NOW)
    expect(
      createSignedLinkTokens('secret', 'order-link', 7, ['\\d{1,15}', '[a-z0-9_]{1,40}']).verify(token, NOW),
    ).toBeNull()
    expect(
      createSignedLinkTokens('other', 'cart-link', 7, ['\\d{1,15}', '[a-z0-9_]{1,40}']).verify(token, NOW),
    ).toBeNull()
    expect(tokens.verify(token.replace(/^42/, '43'), NOW)).toBeNull()
    expect(tokens.verify(tokens.sign(['42', 'FR'], NOW), NOW)).toBeNull()
  })
})
