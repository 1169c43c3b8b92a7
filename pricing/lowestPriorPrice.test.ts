import { describe, expect, it } from 'vitest'
import {
  ALWAYS_ON_SALE,
  lowestPriorPrice,
  onSalePeriods,
  reductionPercent,
  referencePriceOutcome,
  type OnSalePeriod,
  type PricePoint,
} from './lowestPriorPrice.ts'

const DAY = 86_400_000
const REDUCTION = Date.UTC(2026, 10, 13, 9)
/** A price set `days` days before the reduction started (negative: after). */
const at = (days: number, price: number): PricePoint => ({
  validFrom: new Date(REDUCTION - days * DAY),
  price,
})

describe('lowestPriorPrice (Omnibus reference of a reduction)', () => {
  it('is the regular price the product sold at for months before the reduction', () => {
    expect(lowestPriorPrice([at(200, 4995), at(0, 3995)], 3995, ALWAYS_ON_SALE)).toBe(4995)
  })

  it('is the lowest price of the 30 days before, not the highest or the latest', () => {
    const history = [at(200, 4995), at(25, 3995), at(12, 4995), at(0, 3495)]
    expect(lowestPriorPrice(history, 3495, ALWAYS_ON_SALE)).toBe(3995)
  })

  it('counts the price in effect when the window opened, set long before it', () => {
    expect(lowestPriorPrice([at(200, 3995), at(20, 4995), at(0, 2995)], 2995, ALWAYS_ON_SALE)).toBe(3995)
  })

  it('ignores a lower price that ended before the window opened', () => {
    expect(lowestPriorPrice([at(90, 2995), at(31, 4995), at(0, 3995)], 3995, ALWAYS_ON_SALE)).toBe(4995)
  })

  it('counts a price set exactly when the window opens, not one replaced at that instant', () => {
    expect(lowestPriorPrice([at(60, 2995), at(30, 4995), at(0, 3995)], 3995, ALWAYS_ON_SALE)).toBe(4995)
    expect(lowestPriorPrice([at(60, 4595), at(30, 4995), at(0, 3995)], 3995, ALWAYS_ON_SALE)).toBe(4995)
  })

  it('counts a price that ended just inside the window', () => {
    const history = [
      at(60, 4995),
      at(40, 4295),
      { validFrom: new Date(REDUCTION - 30 * DAY + 1), price: 4995 },
      at(0, 3995),
    ]
    expect(lowestPriorPrice(history, 3995, ALWAYS_ON_SALE)).toBe(4295)
  })

  it('does not depend on how long ago the reduction started', () => {
    const history = [at(400, 4995), at(0, 3995)]
    expect(lowestPriorPrice(history, 3995, ALWAYS_ON_SALE)).toBe(4995)
    expect(lowestPriorPrice([at(400, 4995), at(100, 3995)], 3995, ALWAYS_ON_SALE)).toBe(4995)
  })

  it('takes the reduction start from the current price, ignoring a regular price change during it', () => {
    const history = [at(200, 4995), at(0, 3995), at(-5, 3995)]
    expect(lowestPriorPrice(history, 3995, ALWAYS_ON_SALE)).toBe(4995)
  })

  it('uses the shorter history of a product launched less than 30 days before', () => {
    expect(lowestPriorPrice([at(10, 4995), at(0, 3995)], 3995, ALWAYS_ON_SALE)).toBe(4995)
  })

  it('gives no reference without history before the reduction', () => {
    expect(lowestPriorPrice([], 3995, ALWAYS_ON_SALE)).toBeNull()
    expect(lowestPriorPrice([at(10, 3995)], 3995, ALWAYS_ON_SALE)).toBeNull()
  })

  it('gives no reference when the history does not end at the current price', () => {
    expect(lowestPriorPrice([at(200, 4995), at(0, 4495)], 3995, ALWAYS_ON_SALE)).toBeNull()
  })

  it('gives no reference when the price was as low within the 30 days (no reduction to claim)', () => {
    expect(
      lowestPriorPrice([at(200, 4995), at(20, 3995), at(10, 4995), at(0, 3995)], 3995, ALWAYS_ON_SALE),
    ).toBeNull()
    expect(
      lowestPriorPrice([at(200, 4995), at(20, 3495), at(10, 4995), at(0, 3995)], 3995, ALWAYS_ON_SALE),
    ).toBeNull()
  })

  it('reads the history in any order', () => {
    expect(
      lowestPriorPrice([at(0, 3495), at(12, 4995), at(200, 4995), at(25, 3995)], 3495, ALWAYS_ON_SALE),
    ).toBe(3995)
  })
})

/** On sale from `from` days before the reduction until `until` days before it (null: still on sale). */
const onSale = (from: number, until: number | null): OnSalePeriod => ({
  from: new Date(REDUCTION - from * DAY),
  until: until === null ? null : new Date(REDUCTION - until * DAY),
})

describe('reference price counts only days the product was on sale in the store', () => {
  it('gives no reference to a product first on sale when the reduction started', () => {
    // Created at 49.95 switched off, reduced, then switched on: no shopper ever paid 49.95.
    const history = [at(20, 4995), at(5, 3995)]
    expect(referencePriceOutcome(history, 3995, [onSale(5, null)])).toEqual({
      reference: null,
      reason: 'NOT_ON_SALE_BEFORE',
    })
    expect(lowestPriorPrice(history, 3995, [onSale(0, null)])).toBeNull()
  })

  it('takes the reduction as starting when the product went on sale at the reduced price', () => {
    // On sale at 49.95 long ago, switched off for 60 days, reduced while off, switched on today.
    const history = [at(200, 4995), at(40, 3995)]
    expect(lowestPriorPrice(history, 3995, [onSale(200, 70), onSale(0, null)])).toBeNull()
  })

  it('gives no reference to a product never on sale in the store', () => {
    expect(referencePriceOutcome([at(20, 4995), at(0, 3995)], 3995, [])).toEqual({
      reference: null,
      reason: 'NOT_ON_SALE_BEFORE',
    })
  })

  it('uses the 10 days a product was on sale before its reduction', () => {
    // 45.95 while off (never applied), then 49.95 and 47.95 on sale for the last 10 days.
    const history = [at(25, 4595), at(10, 4995), at(4, 4795), at(0, 3995)]
    expect(lowestPriorPrice(history, 3995, [onSale(10, null)])).toBe(4795)
    expect(lowestPriorPrice(history, 3995, ALWAYS_ON_SALE)).toBe(4595)
  })

  it('ignores the prices of days it was switched off, then counts those after it came back', () => {
    // On sale at 49.95, off from day 20 to day 5 (at 39.95 then 59.95), on again at 59.95.
    const history = [at(60, 4995), at(18, 3995), at(8, 5995), at(0, 2995)]
    expect(lowestPriorPrice(history, 2995, [onSale(60, 20), onSale(5, null)])).toBe(4995)
    expect(lowestPriorPrice(history, 2995, [onSale(60, 25), onSale(5, null)])).toBe(4995)
    expect(lowestPriorPrice(history, 2995, [onSale(60, 35), onSale(5, null)])).toBe(5995)
  })

  it('says why there is none', () => {
    expect(referencePriceOutcome([at(0, 3995)], 3995, ALWAYS_ON_SALE)).toEqual({
      reference: null,
      reason: 'NO_PRIOR_PRICE',
    })
    expect(referencePriceOutcome([at(20, 3495), at(0, 3995)], 3995, ALWAYS_ON_SALE)).toEqual({
      reference: null,
      reason: 'NOT_LOWER',
    })
    expect(referencePriceOutcome([at(20, 4995), at(0, 3995)], 3995, ALWAYS_ON_SALE)).toEqual({
      reference: 4995,
    })
  })
})

describe('onSalePeriods', () => {
  const status = (days: number, disabledStores: string[]) => ({
    validFrom: new Date(REDUCTION - days * DAY),
    disabledStores,
  })

  it('reads the periods a store had the product switched on', () => {
    const history = [
      status(50, ['b2c_fr', 'b2c_de']),
      status(30, ['b2c_de']),
      status(10, ['b2c_fr']),
      status(5, []),
    ]
    expect(onSalePeriods(history, 'b2c_fr')).toEqual([onSale(30, 10), onSale(5, null)])
    expect(onSalePeriods(history, 'b2c_de')).toEqual([onSale(10, null)])
    expect(onSalePeriods(history, 'b2c_it')).toEqual([onSale(50, null)])
  })

  it('takes rows of one instant in the order they were written', () => {
    expect(onSalePeriods([status(45, ['b2c_fr']), status(45, [])], 'b2c_fr')).toEqual([onSale(45, null)])
    expect(onSalePeriods([status(45, []), status(45, ['b2c_fr'])], 'b2c_fr')).toEqual([])
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
