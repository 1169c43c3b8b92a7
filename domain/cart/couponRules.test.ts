import { describe, expect, it } from 'vitest'
import { couponDiscount, discountableSubtotal, orderTotals } from '../../pricing/index.ts'
import { couponProblem, scopeCouponLines, type CouponRow } from './couponRules.ts'

const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  code: 'TEST',
  store_keys: ['b2c_fr', 'b2c_en'],
  discount_type: 'percent',
  discount_amount: 10,
  minimum_subtotal: 30,
  starts_at: new Date('2026-01-01T00:00:00Z'),
  ends_at: new Date('2026-12-31T23:59:59Z'),
  usage_limit: 100,
  usage_limit_per_customer: 1,
  created_at: new Date('2025-01-01T00:00:00Z'),
  updated_at: new Date('2025-01-01T00:00:00Z'),
  enabled: true,
  batch_id: null,
  ...overrides,
})
const check = {
  storeKey: 'b2c_fr',
  now: new Date('2026-06-01T12:00:00Z'),
  subtotal: 3000,
  usesInTotal: 0,
  usesByCustomer: 0,
}

describe('coupon rules', () => {
  it('applies a coupon of the store, within its dates, limits and minimum', () => {
    expect(couponProblem(coupon(), check)).toBeNull()
  })

  it('says why a coupon does not apply', () => {
    expect(couponProblem(undefined, check)).toBe('COUPON_NOT_FOUND')
    expect(couponProblem(coupon(), { ...check, storeKey: 'b2c_de' })).toBe('COUPON_NOT_FOUND')
    expect(couponProblem(coupon({ enabled: false }), check)).toBe('COUPON_NOT_FOUND')
    expect(couponProblem(coupon(), { ...check, now: new Date('2027-01-01T00:00:00Z') })).toBe(
      'COUPON_EXPIRED',
    )
    expect(couponProblem(coupon(), { ...check, now: new Date('2025-12-31T00:00:00Z') })).toBe(
      'COUPON_EXPIRED',
    )
    expect(couponProblem(coupon(), { ...check, usesInTotal: 100 })).toBe('COUPON_USAGE_EXCEEDED')
    expect(couponProblem(coupon(), { ...check, usesByCustomer: 1 })).toBe('COUPON_USAGE_EXCEEDED')
    expect(couponProblem(coupon(), { ...check, subtotal: 2999 })).toBe('COUPON_MINIMUM_NOT_REACHED')
  })

  it('has no limit where none is set', () => {
    expect(
      couponProblem(
        coupon({ starts_at: null, ends_at: null, usage_limit: null, usage_limit_per_customer: null }),
        { ...check, usesInTotal: 10_000, usesByCustomer: 50 },
      ),
    ).toBeNull()
  })
})

describe('a coupon on categories', () => {
  const rate = { percent: 20 }
  const lines = [
    { sku: 'DRESS', unitPrice: 5000, quantity: 1, rate },
    { sku: 'SCARF', unitPrice: 2000, quantity: 2, rate },
    { sku: 'CARD', unitPrice: 3000, quantity: 1, giftCard: true },
  ]
  const skuOf = (line: (typeof lines)[number]) => line.sku

  it('discounts only the lines of its categories', () => {
    const scoped = scopeCouponLines(lines, skuOf, new Set(['SCARF']))
    const discount = couponDiscount({ kind: 'percent', percent: 10 }, discountableSubtotal(scoped))
    expect(discount).toBe(400)
    const totals = orderTotals(scoped, { discount, rate })
    expect(totals.lines.map((line) => line.discount)).toEqual([0, 400, 0])
    expect(totals.subtotal).toBe(12_000)
  })

  it('caps a fixed amount at the subtotal of its lines', () => {
    const scoped = scopeCouponLines(lines, skuOf, new Set(['SCARF']))
    const discount = couponDiscount({ kind: 'fixed', cents: 10_000 }, discountableSubtotal(scoped))
    expect(orderTotals(scoped, { discount, rate }).lines.map((line) => line.discount)).toEqual([0, 4000, 0])
  })

  it('discounts nothing when no line is in its categories', () => {
    const scoped = scopeCouponLines(lines, skuOf, new Set())
    expect(discountableSubtotal(scoped)).toBe(0)
  })

  it('applies to every line of goods when it has no categories', () => {
    const scoped = scopeCouponLines(lines, skuOf, null)
    expect(discountableSubtotal(scoped)).toBe(9000)
    const totals = orderTotals(scoped, { discount: 900, rate })
    expect(totals.lines.map((line) => line.discount)).toEqual([500, 400, 0])
  })
})
