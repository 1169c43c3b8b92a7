import { describe, expect, it } from 'vitest'
import { CART_LINK_TTL_DAYS, createCartLinks } from './cartLinks.ts'

const links = createCartLinks('a-test-secret-of-at-least-32-characters')
const target = { customerId: 42, storeKey: 'b2c_fr' }

describe('cart links', () => {
  it('names the customer and store it was signed for', () => {
    expect(links.verify(links.sign(target))).toEqual(target)
  })

  it('stops working once expired', () => {
    const signedAt = new Date('2026-01-01T00:00:00Z')
    const token = links.sign(target, signedAt)
    expect(
      links.verify(token, new Date(signedAt.getTime() + (CART_LINK_TTL_DAYS * 86_400 - 1) * 1000)),
    ).toEqual(target)
    expect(links.verify(token, new Date(signedAt.getTime() + CART_LINK_TTL_DAYS * 86_400 * 1000))).toBeNull()
  })

  it('refuses a token altered to name another customer or store, or signed with another secret', () => {
    const token = links.sign(target)
    expect(links.verify(token.replace(/^42\./, '43.'))).toBeNull()
    expect(links.verify(token.replace('.b2c_fr.', '.b2c_de.'))).toBeNull()
    expect(links.verify(createCartLinks('another-secret-of-at-least-32-characters').sign(target))).toBeNull()
    expect(links.verify('not a token')).toBeNull()
  })
})
