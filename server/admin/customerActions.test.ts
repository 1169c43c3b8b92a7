import { describe, expect, it } from 'vitest'
import { centsOfTyped } from './customerActions.ts'

describe('centsOfTyped', () => {
  it('reads euros as staff type them, with a point or a comma, signed or not', () => {
    expect(centsOfTyped('12.50')).toBe(1250)
    expect(centsOfTyped('12,5')).toBe(1250)
    expect(centsOfTyped('-3,20')).toBe(-320)
    expect(centsOfTyped('+5')).toBe(500)
    expect(centsOfTyped(' - 7 ')).toBe(-700)
    expect(centsOfTyped('0.01')).toBe(1)
  })

  it('refuses anything else: three decimals, words, thousands separators, nothing', () => {
    for (const typed of ['1.234', '5 euros', '1,000.00', '', '-', '€5', '12.'])
      expect(centsOfTyped(typed)).toBeNull()
  })
})
