import { randomBytes } from 'node:crypto'
import { GIFT_CARD_CODE_ALPHABET } from '../../giftcards/giftCardCodes.ts'

/** Random characters after a batch's prefix: 10 of 32 letters, 50 bits per code. */
export const BATCH_CODE_RANDOM_LENGTH = 10

/** The most codes one batch may hold. */
export const MAX_BATCH_SIZE = 5000

/** A coupon code as staff may type it: capitals, digits, dash and underscore, 3 to 40 characters. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/

/** A batch prefix: capitals, digits and dashes, 2 to 20 characters. */
export const BATCH_PREFIX_PATTERN = /^[A-Z0-9-]{2,20}$/

/**
 * `count` distinct single-use codes, `PREFIX-XXXXXXXXXX`: each random part drawn by
 * crypto.randomBytes from the gift cards' unambiguous alphabet (no I, O, 0 nor 1), so a code
 * read aloud or printed cannot be mistaken and none can be guessed from another.
 */
export function generateBatchCodes(prefix: string, count: number): string[] {
  const codes = new Set<string>()
  while (codes.size < count) {
    // 32 divides 256: a byte modulo 32 picks every letter with the same chance.
    const letters = [...randomBytes(BATCH_CODE_RANDOM_LENGTH)].map(
      (byte) => GIFT_CARD_CODE_ALPHABET[byte % GIFT_CARD_CODE_ALPHABET.length],
    )
    codes.add(`${prefix}-${letters.join('')}`)
  }
  return [...codes]
}
