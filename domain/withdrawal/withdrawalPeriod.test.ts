import { describe, expect, it } from 'vitest'
import { withdrawalCalendarOf, withdrawalDeadline, withdrawalWindow } from './withdrawalPeriod.ts'

/** A calendar without public holidays, to test the counting of days alone. */
const plain = (timeZone: string) => ({ timeZone, holidayCountries: [] })

const at = (iso: string) => new Date(iso)

describe('withdrawalDeadline', () => {
  it('ends at midnight local time after the 14th day following delivery (the day of delivery does not count)', () => {
    // Delivered Tuesday 3 November 2026 in Paris (UTC+1): the 14th day is Tuesday 17 November.
    expect(withdrawalDeadline(at('2026-11-03T15:00:00Z'), plain('Europe/Paris')).toISOString()).toBe(
      '2026-11-17T23:00:00.000Z',
    )
    // Delivered late in the evening is the same day: the hour does not matter.
    expect(withdrawalDeadline(at('2026-11-03T22:59:00Z'), plain('Europe/Paris')).toISOString()).toBe(
      '2026-11-17T23:00:00.000Z',
    )
  })

  it('counts the day of delivery in the store’s time zone, not in UTC', () => {
    // 23:30 UTC on 3 November is already 4 November in Paris, still 3 November in London.
    expect(withdrawalDeadline(at('2026-11-03T23:30:00Z'), plain('Europe/Paris')).toISOString()).toBe(
      '2026-11-18T23:00:00.000Z',
    )
    expect(withdrawalDeadline(at('2026-11-03T23:30:00Z'), plain('Europe/London')).toISOString()).toBe(
      '2026-11-18T00:00:00.000Z',
    )
  })

  it('moves a last day on a Saturday or a Sunday to the end of the Monday after', () => {
    // Delivered Saturday 7 November: the 14th day is Saturday 21 November, the period ends with Monday 23.
    expect(withdrawalDeadline(at('2026-11-07T10:00:00Z'), plain('Europe/Berlin')).toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    )
    // Delivered Sunday 8 November: the 14th day is Sunday 22 November, also Monday 23.
    expect(withdrawalDeadline(at('2026-11-08T10:00:00Z'), plain('Europe/Rome')).toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    )
  })

  it('keeps to local midnight across a daylight saving change', () => {
    // Delivered 20 March 2026 (UTC+1): the 14th day, Friday 3 April, ends at midnight summer time (UTC+2).
    expect(withdrawalDeadline(at('2026-03-20T09:00:00Z'), plain('Europe/Paris')).toISOString()).toBe(
      '2026-04-03T22:00:00.000Z',
    )
    // Delivered 16 October 2026 (UTC+2): the 14th day, Friday 30 October, ends at midnight winter time (UTC+1).
    expect(withdrawalDeadline(at('2026-10-16T09:00:00Z'), plain('Europe/Paris')).toISOString()).toBe(
      '2026-10-30T23:00:00.000Z',
    )
  })
})

describe('public holidays', () => {
  it('moves a last day on a public holiday of the shop’s seat to the end of the next working day', async () => {
    // Delivered 28 October 2026: the 14th day, Wednesday 11 November, is Armistice Day in France.
    expect(
      withdrawalDeadline(at('2026-10-28T10:00:00Z'), await withdrawalCalendarOf('b2c_fr')).toISOString(),
    ).toBe('2026-11-12T23:00:00.000Z')
    expect(withdrawalDeadline(at('2026-10-28T10:00:00Z'), plain('Europe/Paris')).toISOString()).toBe(
      '2026-11-11T23:00:00.000Z',
    )
  })

  it('skips a holiday followed by a weekend, and counts the store country’s holidays too', async () => {
    // Delivered 11 December 2026: the 14th day is Christmas, a Friday; Saturday and Sunday follow, so Monday 28 ends it.
    expect(
      withdrawalDeadline(at('2026-12-11T10:00:00Z'), await withdrawalCalendarOf('b2c_de')).toISOString(),
    ).toBe('2026-12-28T23:00:00.000Z')
    // Delivered 19 September 2026: the 14th day, Saturday 3 October, is German Unity Day; Monday 5 ends it.
    expect(
      withdrawalDeadline(at('2026-09-19T10:00:00Z'), await withdrawalCalendarOf('b2c_de')).toISOString(),
    ).toBe('2026-10-05T22:00:00.000Z')
    // Delivered 18 September 2026: the 14th day, Friday 2 October, is an ordinary working day.
    expect(
      withdrawalDeadline(at('2026-09-18T10:00:00Z'), await withdrawalCalendarOf('b2c_de')).toISOString(),
    ).toBe('2026-10-02T22:00:00.000Z')
    expect((await withdrawalCalendarOf('b2c_de')).holidayCountries).toEqual(['FR', 'DE'])
  })
})

describe('withdrawalWindow', () => {
  const delivered = { status: 'delivered', delivered_at: at('2026-11-03T15:00:00Z') }

  it('is open from placing, before any delivery, without a deadline', () => {
    expect(
      withdrawalWindow(
        { status: 'processing', delivered_at: null },
        at('2026-11-01T00:00:00Z'),
        plain('Europe/Paris'),
      ),
    ).toEqual({ state: 'open', deadline: null })
    expect(
      withdrawalWindow(
        { status: 'shipped', delivered_at: null },
        at('2026-11-01T00:00:00Z'),
        plain('Europe/Paris'),
      ).state,
    ).toBe('open')
  })

  it('is open until the last millisecond of the period, then over', () => {
    expect(withdrawalWindow(delivered, at('2026-11-17T22:59:59.999Z'), plain('Europe/Paris')).state).toBe(
      'open',
    )
    expect(withdrawalWindow(delivered, at('2026-11-17T23:00:00.000Z'), plain('Europe/Paris'))).toEqual({
      state: 'over',
      deadline: at('2026-11-17T23:00:00.000Z'),
    })
  })

  it('is ended for cancelled and closed orders, whatever the date', () => {
    expect(
      withdrawalWindow(
        { status: 'cancelled', delivered_at: null },
        at('2026-11-01T00:00:00Z'),
        plain('Europe/Paris'),
      ).state,
    ).toBe('ended')
    expect(
      withdrawalWindow({ ...delivered, status: 'closed' }, at('2026-11-04T00:00:00Z'), plain('Europe/Paris'))
        .state,
    ).toBe('ended')
  })
})
