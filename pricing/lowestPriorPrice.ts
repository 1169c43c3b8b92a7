import type { Cents } from './money.ts'

/** One row of a product's price history: from `validFrom` on, it sold at `price`. */
export interface PricePoint {
  validFrom: Date
  price: Cents
}

/** A time the product was on sale in a store: from `from` until `until` (null: still on sale). */
export interface OnSalePeriod {
  from: Date
  until: Date | null
}

/** One row of a product's status history: from `validFrom` on, it was switched off in `disabledStores`. */
export interface StatusPoint {
  validFrom: Date
  disabledStores: readonly string[]
}

/** On sale all along: for a history known only while the product was on sale. */
export const ALWAYS_ON_SALE: readonly OnSalePeriod[] = [{ from: new Date(-8.64e15), until: null }]

/** Days before a reduction whose lowest price is its reference (Directive 98/6/EC art. 6a). */
export const REFERENCE_WINDOW_DAYS = 30
const DAY_MS = 86_400_000

/**
 * Why a reduction shows no reference price: no price recorded before it (`NO_PRIOR_PRICE`), the
 * product not on sale in the store in the 30 days before it (`NOT_ON_SALE_BEFORE`), the lowest
 * price of those days not above the current one (`NOT_LOWER`), or a history not ending at the
 * current price (`NOT_AT_CURRENT`: it cannot tell when the reduction started).
 */
export type NoReferenceReason = 'NO_PRIOR_PRICE' | 'NOT_ON_SALE_BEFORE' | 'NOT_LOWER' | 'NOT_AT_CURRENT'

/** The outcome of the reference-price rule: the reference, or why there is none. */
export type ReferenceOutcome = { reference: Cents } | { reference: null; reason: NoReferenceReason }

/**
 * The periods a product was on sale in a store, from its status history (in any order; rows
 * of one instant in the order they were written).
 */
export function onSalePeriods(statuses: readonly StatusPoint[], storeKey: string): OnSalePeriod[] {
  const rows = statuses
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.validFrom.getTime() - b.row.validFrom.getTime() || a.index - b.index)
  const periods: OnSalePeriod[] = []
  let open: Date | null = null
  for (const { row } of rows) {
    const onSale = !row.disabledStores.includes(storeKey)
    if (onSale && open === null) open = row.validFrom
    else if (!onSale && open !== null) {
      if (row.validFrom > open) periods.push({ from: open, until: row.validFrom })
      open = null
    }
  }
  if (open !== null) periods.push({ from: open, until: null })
  return periods
}

/** The first instant at or after `instant` when the product was on sale, or null if never since. */
function firstOnSaleFrom(periods: readonly OnSalePeriod[], instant: number): number | null {
  let first: number | null = null
  for (const period of periods) {
    const until = period.until?.getTime() ?? Infinity
    if (until <= instant) continue
    const from = Math.max(period.from.getTime(), instant)
    if (first === null || from < first) first = from
  }
  return first
}

/** Whether the product was on sale for some time within [start, end). */
function onSaleWithin(periods: readonly OnSalePeriod[], start: number, end: number): boolean {
  return periods.some(
    (period) => Math.max(period.from.getTime(), start) < Math.min(period.until?.getTime() ?? Infinity, end),
  )
}

/**
 * The reference-price rule of a reduction (Omnibus, Directive 98/6/EC art. 6a) with the reason
 * when there is none. The prior price is the lowest price *applied* during the 30 days before
 * the reduction, so only prices in effect while the product was on sale in the store count.
 *
 * The reduction started when shoppers could first buy at the current price: the first instant
 * the product was on sale at or after the current price took effect (the first of the history's
 * last run of rows at `current`). Its window is the 30 days before; a price counts if it was in
 * effect for some time inside the window while the product was on sale (a price replaced
 * exactly when the window opened does not). A product on sale for fewer days is measured over
 * the days it had; one first on sale at (or after) the reduction has no reference.
 *
 * @param history the product's price history, in any order
 * @param current the price the product sells at now
 * @param onSale when the product was on sale in the store ({@link onSalePeriods})
 */
export function referencePriceOutcome(
  history: readonly PricePoint[],
  current: Cents,
  onSale: readonly OnSalePeriod[],
): ReferenceOutcome {
  const rows = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime())
  let start = rows.length
  while (start > 0 && rows[start - 1]?.price === current) start -= 1
  if (start === rows.length) return { reference: null, reason: 'NOT_AT_CURRENT' }
  if (start === 0) return { reference: null, reason: 'NO_PRIOR_PRICE' }
  const reductionStart = firstOnSaleFrom(onSale, (rows[start] as PricePoint).validFrom.getTime())
  if (reductionStart === null) return { reference: null, reason: 'NOT_ON_SALE_BEFORE' }
  const windowStart = reductionStart - REFERENCE_WINDOW_DAYS * DAY_MS
  // Each prior price was in effect from its row until the next one.
  const applied = rows.slice(0, start).filter((row, index) => {
    const from = Math.max(row.validFrom.getTime(), windowStart)
    const until = Math.min((rows[index + 1] as PricePoint).validFrom.getTime(), reductionStart)
    return from < until && onSaleWithin(onSale, from, until)
  })
  if (applied.length === 0) return { reference: null, reason: 'NOT_ON_SALE_BEFORE' }
  const lowest = Math.min(...applied.map((row) => row.price))
  return lowest > current ? { reference: lowest } : { reference: null, reason: 'NOT_LOWER' }
}

/**
 * The reference price of a reduction (Omnibus, Directive 98/6/EC art. 6a): the lowest price
 * applied while the product was on sale in the store during the 30 days before the reduction
 * started, or null when nothing may be shown as the price before the reduction
 * ({@link referencePriceOutcome} tells why).
 *
 * @param history the product's price history, in any order
 * @param current the price the product sells at now
 * @param onSale when the product was on sale in the store ({@link onSalePeriods})
 */
export function lowestPriorPrice(
  history: readonly PricePoint[],
  current: Cents,
  onSale: readonly OnSalePeriod[],
): Cents | null {
  return referencePriceOutcome(history, current, onSale).reference
}

/**
 * The reduction from `reference` to `current` in whole percent, rounded down so a badge never
 * claims more than the shopper saves (0.2496 → 24).
 */
export function reductionPercent(reference: Cents, current: Cents): number {
  return reference > current ? Math.floor(((reference - current) * 100) / reference) : 0
}
