import { describe, expect, it } from 'vitest'
import { createOrderLinks, ORDER_LINK_TTL_DAYS } from './orderLinks.ts'

describe('order links', () => {
  const links = createOrderLinks('a-test-secret-of-enough-length-0123456789')
  const now = new Date('2026-11-23T12:00:00Z')

  it('names the signed order until the link expires', () => {
    const token = links.sign(42, now)
    expect(links.verify(token, now)).toBe(42)
    expect(links.verify(token, new Date(now.getTime() + (ORDER_LINK_TTL_DAYS - 1) * 86_400_000))).toBe(42)
    expect(links.verify(token, new Date(now.getTime() + (ORDER_LINK_TTL_DAYS + 1) * 86_400_000))).toBeNull()
  })

  it('refuses altered tokens and tokens of another secret', () => {
    const token = links.sign(42, now)
    expect(links.verify(token.replace(/^42\./, '43.'), now)).toBeNull()
    expect(links.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull()
    expect(createOrderLinks('another-secret-of-enough-length-0123456789').verify(token, now)).toBeNull()
    expect(links.verify('not a token', now)).toBeNull()
  })
})
