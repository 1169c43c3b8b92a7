import { describe, expect, it } from 'vitest'
import { lowestPriorPrice, reductionPercent, type PricePoint } from './lowestPriorPrice.ts'

const DAY = 86_400_000
const REDUCTION = Date.UTC(2026, 10, 13, 9)
/** A price set `days` days before the reduction started (negative: after). */
const at = (days: number, price: number): PricePoint => ({
  validFrom: new Date(REDUCTION - days * DAY),
  price,
})

describe('lowestPriorPrice (Omnibus reference of a reduction)', () => {
  it('is the regular price the product sold at for months before the reduction', () => {
    expect(lowestPriorPrice([at(200, 4995), at(0, 3995)], 3995)).toBe(4995)
  })

  it('is the lowest price of the 30 days before, not the highest or the latest', () => {
    const history = [at(200, 4995), at(25, 3995), at(12, 4995), at(0, 3495)]
    expect(lowestPriorPrice(history, 3495)).toBe(3995)
  })

  it('counts the price in effect when the window opened, set long before it', () => {
    expect(lowestPriorPrice([at(200, 3995), at(20, 4995), at(0, 2995)], 2995)).toBe(3995)
  })

  it('ignores a lower price that ended before the window opened', () => {
    expect(lowestPriorPrice([at(90, 2995), at(31, 4995), at(0, 3995)], 3995)).toBe(4995)
  })

  it('counts a price set exactly when the window opens, not one replaced at that instant', () => {
    expect(lowestPriorPrice([at(60, 2995), at(30, 4995), at(0, 3995)], 3995)).toBe(4995)
    expect(lowestPriorPrice([at(60, 4595), at(30, 4995), at(0, 3995)], 3995)).toBe(4995)
  })

  it('counts a price that ended just inside the window', () => {
    const history = [
      at(60, 4995),
      at(40, 4295),
      { validFrom: new Date(REDUCTION - 30 * DAY + 1), price: 4995 },
      at(0, 3995),
    ]
    expect(lowestPriorPrice(history, 3995)).toBe(4295)
  })

  it('does not depend on how long ago the reduction started', () => {
    const history = [at(400, 4995), at(0, 3995)]
    expect(lowestPriorPrice(history, 3995)).toBe(4995)
    expect(lowestPriorPrice([at(400, 4995), at(100, 3995)], 3995)).toBe(4995)
  })

  it('takes the reduction start from the current price, ignoring a regular price change during it', () => {
    const history = [at(200, 4995), at(0, 3995), at(-5, 3995)]
    expect(lowestPriorPrice(history, 3995)).toBe(4995)
  })

  it('uses the shorter history of a product launched less than 30 days before', () => {
    expect(lowestPriorPrice([at(10, 4995), at(0, 3995)], 3995)).toBe(4995)
  })

  it('gives no reference without history before the reduction', () => {
    expect(lowestPriorPrice([], 3995)).toBeNull()
    expect(lowestPriorPrice([at(10, 3995)], 3995)).toBeNull()
  })

  it('gives no reference when the history does not end at the current price', () => {
    expect(lowestPriorPrice([at(200, 4995), at(0, 4495)], 3995)).toBeNull()
  })

  it('gives no reference when the price was as low within the 30 days (no reduction to claim)', () => {
    expect(lowestPriorPrice([at(200, 4995), at(20, 3995), at(10, 4995), at(0, 3995)], 3995)).toBeNull()
    expect(lowestPriorPrice([at(200, 4995), at(20, 3495), at(10, 4995), at(0, 3995)], 3995)).toBeNull()
  })

  it('reads the history in any order', () => {
    expect(lowestPriorPrice([at(0, 3495), at(12, 4995), at(200, 4995), at(25, 3995)], 3495)).toBe(3995)
  })
})

describe('reductionPercent', () => {
  it('is measured against the reference and rounded down', () => {
    expect(reductionPercent(3995, 2995)).toBe(25)
    expect(reductionPercent(4995, 3749)).toBe(24)
    expect(reductionPercent(1000, 800)).toBe(20)
  })

  it('is 0 when the price is not below the reference', () => {
    expect(reductionPercent(3995, 3995)).toBe(0)
    expect(reductionPercent(2995, 3995)).toBe(0)
  })
})
