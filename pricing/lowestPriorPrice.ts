import type { Cents } from './money.ts'

/** One row of a product's price history: from `validFrom` on, it sold at `price`. */
export interface PricePoint {
  validFrom: Date
  price: Cents
}

/** Days before a reduction whose lowest price is its reference (Directive 98/6/EC art. 6a). */
export const REFERENCE_WINDOW_DAYS = 30
const DAY_MS = 86_400_000

/**
 * The reference price of a reduction (Omnibus, Directive 98/6/EC art. 6a): the lowest price
 * the product sold at during the 30 days before the reduction started, or null when nothing
 * may be shown as the price before the reduction.
 *
 * The reduction started when the current price took effect (the first of the history's last
 * run of rows at `current`). The prices of the window are the one in effect when it opened
 * and every one set inside it. Null when the history does not end at `current` (it cannot
 * tell when the reduction started), when no price came before the reduction (nothing to
 * compare with, as for a product launched at a reduced price), or when the lowest prior price
 * is not above `current` (then it is no reduction at all).
 *
 * @param history the product's price history, in any order
 * @param current the price the product sells at now
 */
export function lowestPriorPrice(history: readonly PricePoint[], current: Cents): Cents | null {
  const rows = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime())
  let start = rows.length
  while (start > 0 && rows[start - 1]?.price === current) start -= 1
  if (start === rows.length || start === 0) return null
  const reductionStart = (rows[start] as PricePoint).validFrom.getTime()
  const windowStart = reductionStart - REFERENCE_WINDOW_DAYS * DAY_MS
  const prior = rows.slice(0, start)
  const inEffectAtOpening = prior.findLastIndex((row) => row.validFrom.getTime() <= windowStart)
  // Rows are sorted: the one in effect at the opening, then those set inside the window.
  const inWindow = prior.filter(
    (row, index) => index === inEffectAtOpening || row.validFrom.getTime() > windowStart,
  )
  const lowest = Math.min(...inWindow.map((row) => row.price))
  return lowest > current ? lowest : null
}

/**
 * The reduction from `reference` to `current` in whole percent, rounded down so a badge never
 * claims more than the shopper saves (0.2496 → 24).
 */
export function reductionPercent(reference: Cents, current: Cents): number {
  return reference > current ? Math.floor(((reference - current) * 100) / reference) : 0
}
