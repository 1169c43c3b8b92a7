import { timeOfDayFormat, weekdayFormat } from '../price/cachedFormats.ts'

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']

/** The name of a weekday (`monday` … `sunday`) in `locale`. */
export function weekdayName(locale: string, day: string): string {
  // 1 January 2024 was a Monday.
  return weekdayFormat(locale).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)))
}

/** A 24-hour `HH:mm` time written the way `locale` writes times. */
export function localTime(locale: string, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return timeOfDayFormat(locale).format(Date.UTC(2024, 0, 1, hours, minutes))
}
