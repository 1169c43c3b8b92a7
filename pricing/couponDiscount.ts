import { allocate, percentOf, type Cents } from './money.ts'

/** What a coupon takes off: a percentage of the subtotal, or a fixed gross amount. */
export type CouponRule = { kind: 'percent'; percent: number } | { kind: 'fixed'; cents: Cents }

/**
 * The discount a coupon gives on a gross subtotal: a percentage rounded once, or the fixed
 * amount; never more than the subtotal, never negative.
 */
export function couponDiscount(rule: CouponRule, subtotal: Cents): Cents {
  const wanted = rule.kind === 'percent' ? percentOf(subtotal, rule.percent) : rule.cents
  return Math.min(Math.max(wanted, 0), Math.max(subtotal, 0))
}

/**
 * Spreads a discount over line totals in proportion to them: the shares add up to the
 * discount exactly and no line gets more than its own total (the discount is capped first).
 */
export function spreadDiscount(discount: Cents, rowTotals: readonly Cents[]): Cents[] {
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0)
  return allocate(Math.min(Math.max(discount, 0), subtotal), rowTotals)
}
