import { describe, expect, it } from 'vitest'
import { groupOpeningDays } from './groupOpeningDays.ts'

const nineToSeven = [{ from: '09:00', to: '19:00' }]

describe('groupOpeningDays', () => {
  it('joins consecutive days with the same hours and keeps closed days apart', () => {
    const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
      day,
      opening: nineToSeven,
    }))
    const runs = groupOpeningDays([
      ...week,
      { day: 'saturday', opening: [{ from: '09:00', to: '13:00' }] },
      { day: 'sunday', opening: [] },
    ])
    expect(runs).toEqual([
      { firstDay: 'monday', lastDay: 'friday', opening: nineToSeven },
      { firstDay: 'saturday', lastDay: 'saturday', opening: [{ from: '09:00', to: '13:00' }] },
      { firstDay: 'sunday', lastDay: 'sunday', opening: [] },
    ])
  })

  it('does not join equal days that are not consecutive', () => {
    const runs = groupOpeningDays([
      { day: 'monday', opening: [] },
      { day: 'tuesday', opening: nineToSeven },
      { day: 'wednesday', opening: [] },
    ])
    expect(runs).toHaveLength(3)
  })
})
