import { describe, expect, it } from 'vitest'
import { ALWAYS_ON_SALE } from './lowestPriorPrice.ts'
import { plannedReferenceOutcome, plannedReferencePrice } from './plannedReferencePrice.ts'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

describe('plannedReferencePrice (the preview of a reduction)', () => {
  it('is the lowest price of the 30 days before the planned start', () => {
    const history = [
      { validFrom: day('2026-01-01'), price: 5995 },
      { validFrom: day('2026-10-09'), price: 4495 },
      { validFrom: day('2026-10-23'), price: 5995 },
    ]
    expect(
      plannedReferencePrice(history, { validFrom: day('2026-11-13'), price: 3995 }, ALWAYS_ON_SALE),
    ).toBe(4495)
  })

  it('forgets a lower price that ended before the window opened', () => {
    const history = [
      { validFrom: day('2026-01-01'), price: 5995 },
      { validFrom: day('2026-09-01'), price: 2995 },
      { validFrom: day('2026-09-10'), price: 5995 },
    ]
    expect(
      plannedReferencePrice(history, { validFrom: day('2026-11-13'), price: 3995 }, ALWAYS_ON_SALE),
    ).toBe(5995)
  })

  it('is null without any price before the reduction', () => {
    expect(
      plannedReferencePrice([], { validFrom: day('2026-11-13'), price: 3995 }, ALWAYS_ON_SALE),
    ).toBeNull()
  })

  it('is null when the planned price is not below the lowest of the window', () => {
    const history = [
      { validFrom: day('2026-01-01'), price: 5995 },
      { validFrom: day('2026-11-01'), price: 3495 },
      { validFrom: day('2026-11-05'), price: 5995 },
    ]
    expect(
      plannedReferencePrice(history, { validFrom: day('2026-11-13'), price: 3995 }, ALWAYS_ON_SALE),
    ).toBeNull()
  })

  it('ignores rows recorded at or after the planned start', () => {
    const history = [
      { validFrom: day('2026-01-01'), price: 5995 },
      { validFrom: day('2026-12-01'), price: 1995 },
    ]
    expect(
      plannedReferencePrice(history, { validFrom: day('2026-11-13'), price: 3995 }, ALWAYS_ON_SALE),
    ).toBe(5995)
  })

  it('says "not on sale before the reduction" for a product switched off until its start', () => {
    const history = [{ validFrom: day('2026-11-01'), price: 5995 }]
    const stillOff = [] as const
    expect(plannedReferenceOutcome(history, { validFrom: day('2026-11-13'), price: 3995 }, stillOff)).toEqual(
      {
        reference: null,
        reason: 'NOT_ON_SALE_BEFORE',
      },
    )
    const onSinceTheFifth = [{ from: day('2026-11-05'), until: null }]
    expect(
      plannedReferencePrice(history, { validFrom: day('2026-11-13'), price: 3995 }, onSinceTheFifth),
    ).toBe(5995)
  })
})
