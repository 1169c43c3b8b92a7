import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkoutTotals, shippingPrice } from './index.ts'

const STANDARD = { percent: 20 }

describe('checkout totals', () => {
  it('adds shipping, then spends gift cards in turn and store credit on what remains', () => {
    const totals = checkoutTotals([{ unitPrice: 2990, quantity: 2 }], {
      discount: 598,
      shipping: 590,
      rate: STANDARD,
      giftCardBalances: [2000, 5000],
      storeCreditBalance: 10_000,
    })
    expect(totals.totalBeforeCredits).toBe(5980 - 598 + 590)
    expect(totals.giftCards).toEqual([2000, 3972])
    expect(totals.giftCardTotal).toBe(5972)
    expect(totals.storeCredit).toBe(0)
    expect(totals.amountDue).toBe(0)
  })

  it('never spends more than the total nor leaves a negative amount due', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 50_000 }),
        (unit, quantity, giftCardLine, cards, credit) => {
          const totals = checkoutTotals(
            [
              { unitPrice: unit, quantity },
              { unitPrice: giftCardLine, quantity: 1, giftCard: true },
            ],
            { shipping: 590, rate: STANDARD, giftCardBalances: cards, storeCreditBalance: credit },
          )
          expect(totals.amountDue).toBeGreaterThanOrEqual(giftCardLine)
          expect(totals.giftCardTotal + totals.storeCredit + totals.amountDue).toBe(totals.totalBeforeCredits)
          totals.giftCards.forEach((taken, index) => expect(taken).toBeLessThanOrEqual(cards[index] ?? 0))
        },
      ),
    )
  })

  it('never pays gift card lines with gift cards or store credit: they are left to pay by card', () => {
    const lines = [
      { unitPrice: 5000, quantity: 1, giftCard: true },
      { unitPrice: 2990, quantity: 1 },
    ]
    const totals = checkoutTotals(lines, {
      shipping: 490,
      rate: STANDARD,
      giftCardBalances: [10_000],
      storeCreditBalance: 10_000,
    })
    expect(totals.totalBeforeCredits).toBe(5000 + 2990 + 490)
    expect(totals.creditableTotal).toBe(2990 + 490)
    expect(totals.giftCards).toEqual([3480])
    expect(totals.storeCredit).toBe(0)
    expect(totals.amountDue).toBe(5000)
    const onlyCards = checkoutTotals([{ unitPrice: 2500, quantity: 2, giftCard: true }], {
      rate: STANDARD,
      giftCardBalances: [10_000],
      storeCreditBalance: 500,
    })
    expect(onlyCards).toMatchObject({
      giftCards: [0],
      giftCardTotal: 0,
      storeCredit: 0,
      amountDue: 5000,
      tax: 0,
    })
  })

  it('makes shipping free from the threshold of the discounted subtotal', () => {
    expect(shippingPrice({ priceCents: 590, freeFromCents: 6000 }, 5999)).toBe(590)
    expect(shippingPrice({ priceCents: 590, freeFromCents: 6000 }, 6000)).toBe(0)
    expect(shippingPrice({ priceCents: 590, freeFromCents: null }, 1_000_000)).toBe(590)
  })
})
