import { createHash, randomBytes } from 'node:crypto'

/** Characters of a gift card code: capitals and digits without the look-alikes I, O, 0 and 1. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 16
const GROUP_LENGTH = 4

/**
 * A new gift card code, `ABCD-EFGH-JKLM-NPQR`: 16 characters drawn by crypto.randomBytes
 * from a 32-letter alphabet, 80 bits that nobody can guess or walk through.
 */
export function generateGiftCardCode(): string {
  // 32 divides 256: a byte modulo 32 picks every letter with the same chance.
  const letters = [...randomBytes(CODE_LENGTH)].map(
    (byte) => GIFT_CARD_CODE_ALPHABET[byte % GIFT_CARD_CODE_ALPHABET.length],
  )
  return groupCode(letters.join(''))
}

function groupCode(normalised: string): string {
  return normalised.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))?.join('-') ?? ''
}

/** A code as typed (`abcd efgh-jklm npqr`) reduced to what identifies it: capitals, without spaces and dashes. */
export function normaliseGiftCardCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '')
}

/** Whether a normalised code has the shape of a code the shop issues. */
export function isWellFormedGiftCardCode(normalised: string): boolean {
  return (
    normalised.length === CODE_LENGTH &&
    [...normalised].every((letter) => GIFT_CARD_CODE_ALPHABET.includes(letter))
  )
}

/**
 * The stored lookup key of a code: SHA-256 of its normalised form. A fast hash is enough
 * because a code carries 80 random bits, which no dictionary or brute force can cover.
 */
export function giftCardCodeHash(typed: string): string {
  return createHash('sha256').update(normaliseGiftCardCode(typed)).digest('hex')
}

/** The last four characters of a code, kept to show it masked. */
export function giftCardCodeLast4(typed: string): string {
  return normaliseGiftCardCode(typed).slice(-GROUP_LENGTH)
}

/** A code as shown once issued: all but its last four characters hidden, `XXXX-XXXX-XXXX-NPQR`. */
export function maskGiftCardCode(last4: string): string {
  return `${'XXXX-'.repeat(CODE_LENGTH / GROUP_LENGTH - 1)}${last4}`
}
