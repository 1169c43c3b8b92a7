import { describe, expect, it } from 'vitest'
import { localTime, weekdayName } from './weekdayTime.ts'

describe('opening hours formatting', () => {
  it('names weekdays in the store language, Monday first', () => {
    expect(weekdayName('de-DE', 'monday')).toBe('Montag')
    expect(weekdayName('fr-FR', 'sunday')).toBe('dimanche')
    expect(weekdayName('it-IT', 'wednesday')).toBe('mercoledì')
    expect(weekdayName('en-GB', 'saturday')).toBe('Saturday')
  })

  it('writes times on the 24-hour clock', () => {
    expect(localTime('en-GB', '13:30')).toBe('13:30')
    expect(localTime('de-DE', '09:00')).toBe('09:00')
    expect(localTime('fr-FR', '18:00')).toBe('18:00')
  })
})
