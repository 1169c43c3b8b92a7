import { describe, expect, it } from 'vitest'
import { checkCard, passesLuhn } from './testCards.ts'

const NOW = new Date('2026-05-15T10:00:00Z')
const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Léa Martin' }

describe('test cards', () => {
  it('knows the four test cards and keeps only brand and last four digits', () => {
    expect(checkCard(card, NOW)).toEqual({ card: { brand: 'visa', last4: '4242', outcome: 'succeeds' } })
    expect(checkCard({ ...card, number: '4000000000003220' }, NOW)).toMatchObject({
      card: { outcome: 'challenge' },
    })
    expect(checkCard({ ...card, number: '4000-0000-0000-0002' }, NOW)).toMatchObject({
      card: { outcome: 'declined' },
    })
    expect(checkCard({ ...card, number: '4000000000009995' }, NOW)).toMatchObject({
      card: { outcome: 'insufficient_funds', last4: '9995' },
    })
  })
  it('declines any other valid number, as test mode does', () => {
    expect(checkCard({ ...card, number: '5555555555554444' }, NOW)).toEqual({
      card: { brand: 'mastercard', last4: '4444', outcome: 'declined' },
    })
  })
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(checkCard({ ...card, number: '4242 4242 4242 4241' }, NOW)).toEqual({ error: 'invalid_number' })
    expect(checkCard({ ...card, number: '4242' }, NOW)).toEqual({ error: 'invalid_number' })
  })
  it('takes a card until the end of its month, not after', () => {
    expect(checkCard({ ...card, expiry: '05/26' }, NOW)).toHaveProperty('card')
    expect(checkCard({ ...card, expiry: '04/2026' }, NOW)).toEqual({ error: 'expired_card' })
    expect(checkCard({ ...card, expiry: '13/30' }, NOW)).toEqual({ error: 'invalid_expiry' })
    expect(checkCard({ ...card, expiry: 'soon' }, NOW)).toEqual({ error: 'invalid_expiry' })
  })
  it('asks for a 3-digit CVC and a name', () => {
    expect(checkCard({ ...card, cvc: '12' }, NOW)).toEqual({ error: 'invalid_cvc' })
    expect(checkCard({ ...card, cvc: '1234' }, NOW)).toEqual({ error: 'invalid_cvc' })
    expect(checkCard({ ...card, name: '  ' }, NOW)).toEqual({ error: 'missing_name' })
  })
})
