import { describe, expect, it } from 'vitest'
import { isProductNew, shopDayOf } from './productNews.ts'

const product = (new_from: string | null, new_to: string | null, is_new = false) => ({
  is_new,
  new_from,
  new_to,
})

describe('isProductNew', () => {
  it('follows the seed flag when no day is set', () => {
    expect(isProductNew(product(null, null, true), '2026-11-28')).toBe(true)
    expect(isProductNew(product(null, null, false), '2026-11-28')).toBe(false)
  })

  it('is new from its first day to its last, both included, whatever the flag says', () => {
    const dated = product('2026-11-01', '2026-11-30', false)
    expect(isProductNew(dated, '2026-10-31')).toBe(false)
    expect(isProductNew(dated, '2026-11-01')).toBe(true)
    expect(isProductNew(dated, '2026-11-30')).toBe(true)
    expect(isProductNew(dated, '2026-12-01')).toBe(false)
    expect(isProductNew(product('2026-12-01', null, true), '2026-11-28')).toBe(false)
  })

  it('has no end without a last day, and no start without a first day', () => {
    expect(isProductNew(product('2026-11-01', null), '2030-01-01')).toBe(true)
    expect(isProductNew(product(null, '2026-11-30'), '2020-01-01')).toBe(true)
    expect(isProductNew(product(null, '2026-11-30'), '2026-12-01')).toBe(false)
  })

  it('reads the day of an instant in UTC', () => {
    expect(shopDayOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11-30')
  })
})
