import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { couponDiscount, orderTotals, spreadDiscount } from './index.ts'

const rowTotals = fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 40 })
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

describe('coupon discount', () => {
  it('takes a percentage rounded once, or a fixed amount, never more than the subtotal', () => {
    expect(couponDiscount({ kind: 'percent', percent: 10 }, 4385)).toBe(439)
    expect(couponDiscount({ kind: 'fixed', cents: 500 }, 3000)).toBe(500)
    expect(couponDiscount({ kind: 'fixed', cents: 500 }, 320)).toBe(320)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100_000 }),
        (subtotal, percent, cents) => {
          for (const discount of [
            couponDiscount({ kind: 'percent', percent }, subtotal),
            couponDiscount({ kind: 'fixed', cents }, subtotal),
          ]) {
            expect(Number.isInteger(discount)).toBe(true)
            expect(discount).toBeGreaterThanOrEqual(0)
            expect(discount).toBeLessThanOrEqual(subtotal)
          }
        },
      ),
    )
  })

  it('spreads a discount over lines without losing or inventing a cent, no line below zero', () => {
    fc.assert(
      fc.property(rowTotals, fc.integer({ min: 0, max: 30_000_000 }), (rows, wanted) => {
        const shares = spreadDiscount(wanted, rows)
        expect(sum(shares)).toBe(Math.min(wanted, sum(rows)))
        shares.forEach((share, index) => {
          expect(Number.isInteger(share)).toBe(true)
          expect(share).toBeGreaterThanOrEqual(0)
          expect(share).toBeLessThanOrEqual(rows[index] as number)
        })
      }),
    )
    expect(spreadDiscount(100, [1000, 1000, 1000])).toEqual([34, 33, 33])
  })

  it('keeps the cart totals whole after a discount: lines, net and tax add up to the grand total', () => {
    const rate = { percent: 20 }
    fc.assert(
      fc.property(rowTotals, fc.integer({ min: 1, max: 100 }), (rows, percent) => {
        const lines = rows.map((row) => ({ unitPrice: row, quantity: 1 }))
        const discount = couponDiscount({ kind: 'percent', percent }, sum(rows))
        const totals = orderTotals(lines, { discount, rate })
        expect(sum(totals.lines.map((line) => line.discount))).toBe(discount)
        expect(totals.grandTotal).toBe(sum(rows) - discount)
        expect(sum(totals.lines.map((line) => line.net + line.tax))).toBe(totals.grandTotal)
      }),
    )
  })
})
