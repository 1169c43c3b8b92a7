import { describe, expect, it } from 'vitest'
import { backOfficeDateTime, checkReduction } from './priceReductions.ts'

const NOW = new Date('2026-11-28T10:00:00Z')
const PRICES = [
  { sku: 'P', size: null, regularPrice: 5995, finalPrice: 5995 },
  { sku: 'P-38', size: '38', regularPrice: 4995, finalPrice: 4995 },
]

describe('backOfficeDateTime', () => {
  it('reads a typed date and time as Paris time, winter and summer', () => {
    expect(backOfficeDateTime('2026-12-01T08:00')?.toISOString()).toBe('2026-12-01T07:00:00.000Z')
    expect(backOfficeDateTime('2026-07-01T08:00')?.toISOString()).toBe('2026-07-01T06:00:00.000Z')
  })

  it('refuses what is no date and time', () => {
    expect(backOfficeDateTime('2026-11-31T08:00')).toBeNull()
    expect(backOfficeDateTime('2026-12-01')).toBeNull()
    expect(backOfficeDateTime('tomorrow')).toBeNull()
  })
})

describe('checkReduction', () => {
  it('takes an empty start as now and a start a minute ago as now', () => {
    const end = new Date('2026-12-05T00:00:00Z')
    expect(checkReduction(PRICES, { finalPrice: 3995, startsAt: 'now', endsAt: end }, NOW)).toMatchObject({
      fields: {},
      startsAt: NOW,
    })
    const aMinuteAgo = new Date(NOW.getTime() - 60_000)
    expect(
      checkReduction(PRICES, { finalPrice: 3995, startsAt: aMinuteAgo, endsAt: end }, NOW).startsAt,
    ).toEqual(NOW)
  })

  it('refuses a price above the lowest regular price of the product and its sizes', () => {
    const end = new Date('2026-12-05T00:00:00Z')
    expect(checkReduction(PRICES, { finalPrice: 4996, startsAt: 'now', endsAt: end }, NOW).fields).toEqual({
      finalPrice: 'ABOVE_REGULAR',
    })
    expect(checkReduction(PRICES, { finalPrice: 4995, startsAt: 'now', endsAt: end }, NOW).fields).toEqual({})
  })

  it('refuses a start in the past and an end not after the start', () => {
    const yesterday = new Date(NOW.getTime() - 86_400_000)
    expect(checkReduction(PRICES, { finalPrice: 100, startsAt: yesterday, endsAt: NOW }, NOW).fields).toEqual(
      {
        startsAt: 'START_IN_PAST',
      },
    )
    expect(checkReduction(PRICES, { finalPrice: 100, startsAt: 'now', endsAt: NOW }, NOW).fields).toEqual({
      endsAt: 'END_BEFORE_START',
    })
  })
})
