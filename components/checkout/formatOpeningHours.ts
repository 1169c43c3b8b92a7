import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { localTime, weekdayName } from '../contact/weekdayTime.ts'
import { conjunctionFormat } from '../price/cachedFormats.ts'
import { groupOpeningDays, type OpeningDayHours } from './groupOpeningDays.ts'

/** One line of a week's opening hours as a shopper reads it: the days, then their hours. */
export interface OpeningHoursLine {
  days: string
  hours: string
}

type Slot = OpeningDayHours['opening'][number]

// Carriers write a whole day as 00:00–24:00, and some as 00:00–23:59 or 00:00–00:00.
const isWholeDay = (opening: readonly Slot[]) =>
  opening.length === 1 && opening[0]!.from === '00:00' && ['24:00', '23:59', '00:00'].includes(opening[0]!.to)

/** A closing time in `locale`'s words; midnight at the end of a day stays `24:00`, not `00:00`. */
function closingTime(locale: string, time: string): string {
  return time === '24:00' ? localTime(locale, '23:00').replace('23', '24') : localTime(locale, time)
}

/** The hours of one day or run of days: closed, open around the clock, or its slots ("09:30 to 12:30 and 14:00 to 19:00"). */
export function formatOpeningSlots(i18n: I18n, locale: string, opening: readonly Slot[]): string {
  if (opening.length === 0) return i18n._(msg`Closed`)
  if (isWholeDay(opening)) return i18n._(msg`Open 24 hours`)
  return conjunctionFormat(locale).format(
    opening.map((slot) => {
      const from = localTime(locale, slot.from)
      const to = closingTime(locale, slot.to)
      return i18n._(msg`${from} to ${to}`)
    }),
  )
}

/**
 * A week of opening hours (Monday first) in as few lines as it takes: consecutive days with the
 * same hours share a line, and a week open around the clock is one line ("Every day: open 24/7").
 */
export function formatOpeningHours(
  i18n: I18n,
  locale: string,
  week: readonly OpeningDayHours[],
): OpeningHoursLine[] {
  if (week.length === 7 && week.every((day) => isWholeDay(day.opening)))
    return [{ days: i18n._(msg`Every day`), hours: i18n._(msg`Open 24/7`) }]
  return groupOpeningDays(week).map((run) => {
    const first = weekdayName(locale, run.firstDay)
    const last = weekdayName(locale, run.lastDay)
    return {
      days: run.firstDay === run.lastDay ? first : i18n._(msg`${first} to ${last}`),
      hours: formatOpeningSlots(i18n, locale, run.opening),
    }
  })
}
