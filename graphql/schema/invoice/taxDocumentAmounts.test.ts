import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { netLine, vatSummary } from './taxDocumentAmounts.ts'

describe('netLine', () => {
  it('shows a discount as its own amount: 3 × 5.00 with 1.50 off is 15.00 − 1.50, never a silent 13.50', () => {
    const line = netLine({ quantity: 3, unitPriceCents: 600, rowTotalCents: 1800, discountCents: 180, taxPercent: 20 })
    expect(line).toEqual({ quantity: 3, unitPriceExclTaxCents: 500, discountExclTaxCents: 150, netCents: 1350, taxPercent: 20, taxCents: 270, grossCents: 1620 })
  })

  it('adds up as printed for any price, quantity, discount and rate, and keeps what was paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 50 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0, 4, 5.5, 7, 10, 19, 20, 22), (unit, quantity, share, taxPercent) => {
        const rowTotalCents = unit * quantity
        const discountCents = Math.floor(rowTotalCents * share)
        const line = netLine({ quantity, unitPriceCents: unit, rowTotalCents, discountCents, taxPercent })
        expect(line.quantity * line.unitPriceExclTaxCents - line.discountExclTaxCents).toBe(line.netCents)
        expect(line.netCents + line.taxCents).toBe(rowTotalCents - discountCents)
        if (discountCents === 0) expect(line.discountExclTaxCents).toBe(0)
        if (taxPercent === 0) expect(line.taxCents).toBe(0)
      }),
    )
  })
})

describe('vatSummary', () => {
  it('totals the taxable amount and VAT per rate, highest rate first', () => {
    const lines = [
      { taxPercent: 5.5, netCents: 1000, taxCents: 55, grossCents: 1055 },
      { taxPercent: 20, netCents: 500, taxCents: 100, grossCents: 600 },
      { taxPercent: 20, netCents: 250, taxCents: 50, grossCents: 300 },
    ]
    expect(vatSummary(lines)).toEqual([
      { taxPercent: 20, netCents: 750, taxCents: 150, grossCents: 900 },
      { taxPercent: 5.5, netCents: 1000, taxCents: 55, grossCents: 1055 },
    ])
  })
})
