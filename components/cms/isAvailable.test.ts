import { describe, expect, it } from 'vitest'
import { isAvailable } from './isAvailable.ts'

describe('isAvailable', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it('shows widgets without a date or with a date already passed', () => {
    expect(isAvailable(null, now)).toBe(true)
    expect(isAvailable('2026-11-22T12:00:00Z', now)).toBe(true)
    expect(isAvailable('2020-01-01T00:00:00Z', now)).toBe(true)
  })
  it('hides widgets until their date', () => {
    expect(isAvailable('2026-11-22T12:00:01Z', now)).toBe(false)
  })
  it('shows widgets whose date cannot be read', () => {
    expect(isAvailable('soon', now)).toBe(true)
  })
})
