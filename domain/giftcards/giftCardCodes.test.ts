import { describe, expect, it } from 'vitest'
import {
  GIFT_CARD_CODE_ALPHABET,
  generateGiftCardCode,
  giftCardCodeHash,
  giftCardCodeLast4,
  isWellFormedGiftCardCode,
  maskGiftCardCode,
  normaliseGiftCardCode,
} from './giftCardCodes.ts'

describe('gift card codes', () => {
  it('are four groups of four letters from the alphabet without look-alikes', () => {
    const code = generateGiftCardCode()
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/)
    expect(GIFT_CARD_CODE_ALPHABET).not.toMatch(/[IO01]/)
  })

  it('do not repeat and use every letter of the alphabet', () => {
    const codes = Array.from({ length: 2000 }, generateGiftCardCode)
    expect(new Set(codes).size).toBe(codes.length)
    const letters = new Set(codes.join('').replaceAll('-', ''))
    expect(letters.size).toBe(GIFT_CARD_CODE_ALPHABET.length)
  })

  it('are found again however the shopper types them', () => {
    expect(giftCardCodeHash(' warm-feet cade-au75 ')).toBe(giftCardCodeHash('WARM-FEET-CADE-AU75'))
    expect(giftCardCodeHash('WARMFEETCADEAU75')).toBe(giftCardCodeHash('WARM-FEET-CADE-AU75'))
    expect(giftCardCodeHash('WARM-FEET-CADE-AU76')).not.toBe(giftCardCodeHash('WARM-FEET-CADE-AU75'))
  })

  it('are stored as a hash that does not contain the code', () => {
    const hash = giftCardCodeHash('WARM-FEET-CADE-AU75')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash.toUpperCase()).not.toContain('WARMFEET')
  })

  it('are shown masked but for their last four characters', () => {
    expect(maskGiftCardCode(giftCardCodeLast4('warm-feet-cade-au75'))).toBe('XXXX-XXXX-XXXX-AU75')
  })

  it('are recognised only with sixteen characters of the alphabet', () => {
    expect(isWellFormedGiftCardCode(normaliseGiftCardCode('WARM-FEET-CADE-AU75'))).toBe(true)
    expect(isWellFormedGiftCardCode(normaliseGiftCardCode('WARM-FEET-CADE-AU7'))).toBe(false)
    expect(isWellFormedGiftCardCode(normaliseGiftCardCode('WARM-FEET-CADE-AU10'))).toBe(false)
  })
})
