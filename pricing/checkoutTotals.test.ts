import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkoutTotals, shippingPrice, taxRateOfMultiplier } from './index.ts'

const STANDARD = taxRateOfMultiplier(1.2)

describe('checkout totals', () => {
  it('adds shipping, then spends gift cards in turn and store credit on what remains', () => {
    const totals = checkoutTotals([{ unitPrice: 2990, quantity: 2 }], { discount: 598, shipping: 590, rate: STANDARD, giftCardBalances: [2000, 5000], storeCreditBalance: 10_000 })
    expect(totals.totalBeforeCredits).toBe(5980 - 598 + 590)
    expect(totals.giftCards).toEqual([2000, 3972])
    expect(totals.giftCardTotal).toBe(5972)
    expect(totals.storeCredit).toBe(0)
    expect(totals.amountDue).toBe(0)
  })

  it('never spends more than the total nor leaves a negative amount due', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 4 }), fc.integer({ min: 0, max: 50_000 }), (unit, quantity, cards, credit) => {
        const totals = checkoutTotals([{ unitPrice: unit, quantity }], { shipping: 590, rate: STANDARD, giftCardBalances: cards, storeCreditBalance: credit })
        expect(totals.amountDue).toBeGreaterThanOrEqual(0)
        expect(totals.giftCardTotal + totals.storeCredit + totals.amountDue).toBe(totals.totalBeforeCredits)
        totals.giftCards.forEach((taken, index) => expect(taken).toBeLessThanOrEqual(cards[index] ?? 0))
      }),
    )
  })

  it('makes shipping free from the threshold of the discounted subtotal', () => {
    expect(shippingPrice({ priceCents: 590, freeFromCents: 6000 }, 5999)).toBe(590)
    expect(shippingPrice({ priceCents: 590, freeFromCents: 6000 }, 6000)).toBe(0)
    expect(shippingPrice({ priceCents: 590, freeFromCents: null }, 1_000_000)).toBe(590)
  })
})
