/** Opening slots of one weekday (`monday` … `sunday`), 24-hour `HH:mm`. */
export interface OpeningDayHours {
  day: string
  opening: readonly { from: string; to: string }[]
}

/** A run of consecutive weekdays with the same opening slots (none: closed). */
export interface OpeningDayRun {
  firstDay: string
  lastDay: string
  opening: readonly { from: string; to: string }[]
}

const sameSlots = (a: OpeningDayHours['opening'], b: OpeningDayHours['opening']) =>
  a.length === b.length && a.every((slot, index) => slot.from === b[index]?.from && slot.to === b[index]?.to)

/** Joins consecutive days with the same hours, so a week reads in three lines instead of seven. */
export function groupOpeningDays(days: readonly OpeningDayHours[]): OpeningDayRun[] {
  const runs: OpeningDayRun[] = []
  for (const { day, opening } of days) {
    const last = runs.at(-1)
    if (last && sameSlots(last.opening, opening)) last.lastDay = day
    else runs.push({ firstDay: day, lastDay: day, opening })
  }
  return runs
}
