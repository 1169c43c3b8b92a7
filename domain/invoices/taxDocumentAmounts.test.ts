import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { roundCents, splitGross } from '../../pricing/index.ts'
import { netLine, vatSummary } from './taxDocumentAmounts.ts'

describe('netLine', () => {
  it('shows a discount as its own amount: 3 × 6.00 with 1.80 off is 3 × 5.00 − 1.50, never a silent 13.50', () => {
    const line = netLine({
      quantity: 3,
      unitPriceCents: 600,
      rowTotalCents: 1800,
      discountCents: 180,
      taxPercent: 20,
      taxCents: 270,
    })
    expect(line).toEqual({
      quantity: 3,
      unitPriceExclTax: 500,
      discountExclTaxCents: 150,
      netCents: 1350,
      taxPercent: 20,
      taxCents: 270,
      grossCents: 1620,
    })
  })

  it('keeps the VAT the order charged, and shows no discount where none applies: 3 × 5.00 at 20 % is 3 × 4.1667 = 12.50 + 2.50 VAT', () => {
    const line = netLine({
      quantity: 3,
      unitPriceCents: 500,
      rowTotalCents: 1500,
      discountCents: 0,
      taxPercent: 20,
      taxCents: splitGross(1500, { percent: 20 }).tax,
    })
    expect(line).toEqual({
      quantity: 3,
      unitPriceExclTax: 416.67,
      discountExclTaxCents: 0,
      netCents: 1250,
      taxPercent: 20,
      taxCents: 250,
      grossCents: 1500,
    })
  })

  it('adds up as printed for any price, quantity (under 100), discount and rate, and keeps what was paid and the VAT charged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(0, 4, 5.5, 7, 10, 17, 19, 20, 21, 22),
        (unit, quantity, share, taxPercent) => {
          const rowTotalCents = unit * quantity
          const discountCents = Math.floor(rowTotalCents * share)
          // The VAT as the order charged it: its gross after the discount split once at its rate (orderTotals).
          const taxCents = splitGross(rowTotalCents - discountCents, { percent: taxPercent }).tax
          const line = netLine({
            quantity,
            unitPriceCents: unit,
            rowTotalCents,
            discountCents,
            taxPercent,
            taxCents,
          })
          expect(roundCents(line.quantity * line.unitPriceExclTax) - line.discountExclTaxCents).toBe(
            line.netCents,
          )
          expect(line.netCents + line.taxCents).toBe(rowTotalCents - discountCents)
          expect(line.taxCents).toBe(taxCents)
          expect(line.discountExclTaxCents).toBeGreaterThanOrEqual(0)
          if (discountCents === 0) expect(line.discountExclTaxCents).toBe(0)
          // A unit price stated to four decimals of a euro.
          expect(Math.round(line.unitPriceExclTax * 100)).toBeCloseTo(line.unitPriceExclTax * 100, 6)
        },
      ),
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
