import { describe, expect, it } from 'vitest'
import { GIFT_CARD_CODE_ALPHABET } from '../../giftcards/giftCardCodes.ts'
import { BATCH_CODE_RANDOM_LENGTH, COUPON_CODE_PATTERN, generateBatchCodes } from './couponCodes.ts'

describe('single-use code batches', () => {
  it('makes as many distinct codes as asked, each the prefix and random unambiguous letters', () => {
    const codes = generateBatchCodes('XMAS', 500)
    expect(codes).toHaveLength(500)
    expect(new Set(codes).size).toBe(500)
    for (const code of codes) {
      expect(code).toMatch(COUPON_CODE_PATTERN)
      const [prefix, random] = code.split('-')
      expect(prefix).toBe('XMAS')
      expect(random).toHaveLength(BATCH_CODE_RANDOM_LENGTH)
      expect([...(random ?? '')].every((letter) => GIFT_CARD_CODE_ALPHABET.includes(letter))).toBe(true)
      expect(random).not.toMatch(/[IO01]/)
    }
  })

  it('draws different codes each time', () => {
    expect(generateBatchCodes('A1', 20)).not.toEqual(generateBatchCodes('A1', 20))
  })
})
