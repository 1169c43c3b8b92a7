import { describe, expect, it } from 'vitest'
import { giftCardDigest, parseGiftCardAmount } from './giftCardChoice.ts'

describe('gift card items', () => {
  it('reads an amount typed with a comma or a dot and at most two decimals, to the exact cent', () => {
    expect(parseGiftCardAmount('50')).toBe(5000)
    expect(parseGiftCardAmount(' 50.00 ')).toBe(5000)
    expect(parseGiftCardAmount('37,5')).toBe(3750)
    expect(parseGiftCardAmount('37.50')).toBe(3750)
    expect(parseGiftCardAmount('0.29')).toBe(29)
    for (const typed of ['', '37.505', '-10', '+10', '1 000', '1.000,00', '10e2', '€10', '12,', ',50'])
      expect(parseGiftCardAmount(typed)).toBeNull()
  })

  it('gives the same card the same digest, and another recipient or message another one', () => {
    const card = {
      amount_cents: 5000,
      sender_name: 'Paul',
      sender_email: 'paul@example.org',
      recipient_name: 'Mia',
      recipient_email: 'mia@example.org',
      message: null,
    }
    expect(giftCardDigest({ ...card })).toBe(giftCardDigest(card))
    expect(giftCardDigest({ ...card, recipient_email: 'noah@example.org' })).not.toBe(giftCardDigest(card))
    expect(giftCardDigest({ ...card, message: 'Hi' })).not.toBe(giftCardDigest(card))
  })
})
