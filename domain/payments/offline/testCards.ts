/** What a test card does when it is confirmed. */
export type TestCardOutcome = 'succeeds' | 'challenge' | 'declined' | 'insufficient_funds'

/** The offline provider's test cards (Stripe's numbers); any other valid number is declined, as in test mode. */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeds',
  '4000000000003220': 'challenge',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
}

/** Why card details were refused before any attempt, with the field at fault. */
export type CardErrorCode =
  'invalid_number' | 'invalid_expiry' | 'expired_card' | 'invalid_cvc' | 'missing_name'

/** The field each card error belongs to (the card form marks it). */
export const CARD_ERROR_FIELDS: Readonly<Record<CardErrorCode, 'number' | 'expiry' | 'cvc' | 'name'>> = {
  invalid_number: 'number',
  invalid_expiry: 'expiry',
  expired_card: 'expiry',
  invalid_cvc: 'cvc',
  missing_name: 'name',
}

/** Card details as the card form sends them. */
export interface CardDetails {
  number: string
  /** `MM/YY` or `MM/YYYY`. */
  expiry: string
  cvc: string
  name: string
}

/** A card that passed the checks: what the provider keeps (brand, last4) and what it does. */
export interface CheckedCard {
  brand: string
  last4: string
  outcome: TestCardOutcome
}

/** Whether a digit string passes the Luhn checksum (mod 10). */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  return 'unknown'
}

/** Whether `MM/YY` is this month or later (a card works until the end of its month). */
function expiryProblem(expiry: string, now: Date): CardErrorCode | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry)
  if (!match) return 'invalid_expiry'
  const month = Number(match[1])
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return 'invalid_expiry'
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth()
  return year * 12 + (month - 1) < nowMonths ? 'expired_card' : null
}

/** Checks card details (Luhn, expiry not past, 3-digit CVC, a name); returns the first problem or the checked card. */
export function checkCard(details: CardDetails, now: Date): { error: CardErrorCode } | { card: CheckedCard } {
  const digits = details.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { error: 'invalid_number' }
  const expiry = expiryProblem(details.expiry, now)
  if (expiry) return { error: expiry }
  if (!/^\d{3}$/.test(details.cvc.trim())) return { error: 'invalid_cvc' }
  if (details.name.trim() === '') return { error: 'missing_name' }
  return {
    card: { brand: brandOf(digits), last4: digits.slice(-4), outcome: TEST_CARDS[digits] ?? 'declined' },
  }
}
