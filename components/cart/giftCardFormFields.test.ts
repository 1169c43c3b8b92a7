import { describe, expect, it } from 'vitest'
import { euroAmountText, parseEuroAmount } from './giftCardFormFields.ts'

describe('parseEuroAmount', () => {
  it('reads euros with a decimal comma or point, up to two decimals, ignoring spaces and the euro sign', () => {
    expect(parseEuroAmount('37,50')).toBe(3750)
    expect(parseEuroAmount('37.5')).toBe(3750)
    expect(parseEuroAmount(' 40 ')).toBe(4000)
    expect(parseEuroAmount('40 €')).toBe(4000)
    expect(parseEuroAmount('0,05')).toBe(5)
  })

  it('refuses what is not such an amount', () => {
    for (const text of ['', 'forty', '37,505', '-10', '1.000,00', '12,', ',5', '1e3'])
      expect(parseEuroAmount(text), text).toBeNull()
  })
})

describe('euroAmountText', () => {
  it('writes cents as euros with a decimal point and two decimals', () => {
    expect(euroAmountText(2500)).toBe('25.00')
    expect(euroAmountText(3750)).toBe('37.50')
    expect(euroAmountText(5)).toBe('0.05')
  })
})
