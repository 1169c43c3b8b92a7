import { describe, expect, it } from 'vitest'
import { isGiftCardAmountOffered } from './giftCardProduct.ts'

describe('gift card amounts', () => {
  const product = { amountsCents: [2500, 5000], openAmount: { minCents: 1000, maxCents: 50000 } }

  it('sells the listed amounts and any whole cent amount within the open range', () => {
    expect(isGiftCardAmountOffered(product, 2500)).toBe(true)
    expect(isGiftCardAmountOffered(product, 1234)).toBe(true)
    expect(isGiftCardAmountOffered(product, 50000)).toBe(true)
  })

  it('refuses amounts outside the range, fractions of a cent, and typed amounts when there is no range', () => {
    expect(isGiftCardAmountOffered(product, 999)).toBe(false)
    expect(isGiftCardAmountOffered(product, 50001)).toBe(false)
    expect(isGiftCardAmountOffered(product, 1000.5)).toBe(false)
    expect(isGiftCardAmountOffered({ ...product, openAmount: null }, 1234)).toBe(false)
    expect(isGiftCardAmountOffered({ ...product, openAmount: null }, 5000)).toBe(true)
  })
})
