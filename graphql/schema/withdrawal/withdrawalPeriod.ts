import { TZDate } from '@date-fns/tz'

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

/**
 * The instant the withdrawal period of goods delivered at `deliveredAt` ends, in the store's
 * time zone, counted as Regulation (EEC, Euratom) No 1182/71 says (recital 41 of Directive
 * 2011/83/EU applies it): the day of delivery does not count, the period ends at the end of the
 * 14th day after it (24:00 local time), and when that day is a Saturday or a Sunday, at the end
 * of the following Monday. Public holidays are not known to the shop, so they do not extend it.
 */
export function withdrawalDeadline(deliveredAt: Date, timeZone: string): Date {
  const delivered = new TZDate(deliveredAt.getTime(), timeZone)
  const lastDay = new TZDate(delivered.getFullYear(), delivered.getMonth(), delivered.getDate() + WITHDRAWAL_DAYS, timeZone)
  const weekendDays = lastDay.getDay() === 6 ? 2 : lastDay.getDay() === 0 ? 1 : 0
  // Midnight starting the day after the last one, local time (23 or 25 hours after its start on a DST change).
  return new Date(new TZDate(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + weekendDays + 1, timeZone).getTime())
}

/**
 * Whether an order may be withdrawn from at `now`: from the moment it is placed (a consumer may
 * withdraw before delivery), until {@link withdrawalDeadline} after its delivery; never once it
 * is cancelled or closed.
 */
export function withdrawalWindow(order: { status: string; delivered_at: Date | null }, now: Date, timeZone: string): WithdrawalWindow {
  const deadline = order.delivered_at ? withdrawalDeadline(order.delivered_at, timeZone) : null
  if (ENDED_STATUSES.has(order.status)) return { state: 'ended', deadline }
  if (deadline && now.getTime() >= deadline.getTime()) return { state: 'over', deadline }
  return { state: 'open', deadline }
}
