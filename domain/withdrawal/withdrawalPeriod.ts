import { TZDate } from '@date-fns/tz'
import type Holidays from 'date-holidays'
import { STORE_DEFINITIONS, storeTimeZone, type StoreKey } from '../../config/stores.ts'
import { CONTACT } from '../../config/shopConfig.ts'

/** Days of the legal withdrawal period (Directive 2011/83/EU, art. 9), counted from the day after delivery. */
export const WITHDRAWAL_DAYS = 14

/** Order statuses that end the right to withdraw: nothing is left to withdraw from. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'closed'])

/** What the withdrawal function of an order offers right now. */
export type WithdrawalWindow =
  /** Open: before delivery (no deadline yet), or until `deadline`. */
  | { state: 'open'; deadline: Date | null }
  /** The period ended at `deadline`. */
  | { state: 'over'; deadline: Date }
  /** Cancelled or closed: there is no contract left to withdraw from. */
  | { state: 'ended'; deadline: Date | null }

/** How a store counts days: its time zone, and the countries whose public holidays are not working days. */
export interface WithdrawalCalendar {
  timeZone: string
  /** ISO 3166 codes; a day that is a public holiday in any of them does not end a period. */
  holidayCountries: readonly string[]
  /** The holiday library, loaded by {@link withdrawalCalendarOf}; needed only when `holidayCountries` is not empty. */
  holidayLibrary?: typeof Holidays
}

/** `date-holidays` (~2 MB with its time zones and astronomy) is loaded by the first request that counts a period, not at start-up. */
let holidayLibraryLoading: Promise<typeof Holidays> | undefined
function loadHolidayLibrary(): Promise<typeof Holidays> {
  holidayLibraryLoading ??= import('date-holidays').then((module) => module.default)
  return holidayLibraryLoading
}

/**
 * A store's calendar: its time zone, and the public holidays of its country and of the shop's
 * seat (where a withdrawal is received). Counting both is never shorter than the law asks.
 */
export async function withdrawalCalendarOf(storeKey: StoreKey): Promise<WithdrawalCalendar> {
  const country = STORE_DEFINITIONS.find((definition) => definition.key === storeKey)?.defaultCountryId
  return {
    timeZone: storeTimeZone(storeKey),
    holidayCountries: [...new Set([CONTACT.address.country, ...(country ? [country] : [])])],
    holidayLibrary: await loadHolidayLibrary(),
  }
}

const holidayBooks = new Map<string, Holidays>()

function isPublicHoliday(day: TZDate, calendar: WithdrawalCalendar): boolean {
  const noon = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')} 12:00`
  return calendar.holidayCountries.some((country) => {
    const key = `${country} ${calendar.timeZone}`
    let book = holidayBooks.get(key)
    if (!book) {
      const Library = calendar.holidayLibrary
      if (!Library)
        throw new Error(
          'A calendar with holiday countries needs its holiday library: use withdrawalCalendarOf',
        )
      book = new Library(country, { types: ['public'], timezone: calendar.timeZone })
      holidayBooks.set(key, book)
    }
    return Boolean(book.isHoliday(noon))
  })
}

/**
 * The instant the withdrawal period of goods delivered at `deliveredAt` ends, in the store's
 * time zone, counted as Regulation (EEC, Euratom) No 1182/71 says (recital 41 of Directive
 * 2011/83/EU applies it): the day of delivery does not count, the period ends at the end of the
 * 14th day after it (24:00 local time), and when that day is a Saturday, a Sunday or a public
 * holiday, at the end of the next working day (public holidays from `date-holidays`).
 */
export function withdrawalDeadline(deliveredAt: Date, calendar: WithdrawalCalendar): Date {
  const { timeZone } = calendar
  const delivered = new TZDate(deliveredAt.getTime(), timeZone)
  let lastDay = new TZDate(
    delivered.getFullYear(),
    delivered.getMonth(),
    delivered.getDate() + WITHDRAWAL_DAYS,
    timeZone,
  )
  while (lastDay.getDay() === 6 || lastDay.getDay() === 0 || isPublicHoliday(lastDay, calendar)) {
    lastDay = new TZDate(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1, timeZone)
  }
  // Midnight starting the day after the last one, local time (23 or 25 hours after its start on a DST change).
  return new Date(
    new TZDate(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1, timeZone).getTime(),
  )
}

/**
 * Whether an order may be withdrawn from at `now`: from the moment it is placed (a consumer may
 * withdraw before delivery), until {@link withdrawalDeadline} after its delivery; never once it
 * is cancelled or closed.
 */
export function withdrawalWindow(
  order: { status: string; delivered_at: Date | null },
  now: Date,
  calendar: WithdrawalCalendar,
): WithdrawalWindow {
  const deadline = order.delivered_at ? withdrawalDeadline(order.delivered_at, calendar) : null
  if (ENDED_STATUSES.has(order.status)) return { state: 'ended', deadline }
  if (deadline && now.getTime() >= deadline.getTime()) return { state: 'over', deadline }
  return { state: 'open', deadline }
}
