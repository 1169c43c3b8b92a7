import type { Cents } from './money.ts'
import {
  referencePriceOutcome,
  type OnSalePeriod,
  type PricePoint,
  type ReferenceOutcome,
} from './lowestPriorPrice.ts'

/** A price change not made yet: from `validFrom` on, the product will sell at `price`. */
export interface PlannedPrice {
  validFrom: Date
  price: Cents
}

/**
 * What the storefront will show once a planned change has taken effect (the back office's
 * preview of a reduction): {@link referencePriceOutcome} over the history known before the
 * change plus the change itself, so the preview and the storefront follow one rule. The
 * reference, or why the storefront will show no struck-through price.
 *
 * @param history the product's recorded price history, in any order
 * @param planned the change the merchandiser is about to schedule
 * @param onSale when the product was on sale in the store, as known now (its status now lasting)
 */
export function plannedReferenceOutcome(
  history: readonly PricePoint[],
  planned: PlannedPrice,
  onSale: readonly OnSalePeriod[],
): ReferenceOutcome {
  // Rows recorded at or after the planned instant would not precede it (an earlier plan's end, say).
  const before = history.filter((row) => row.validFrom.getTime() < planned.validFrom.getTime())
  return referencePriceOutcome([...before, planned], planned.price, onSale)
}

/**
 * The reference price the storefront will show once a planned change has taken effect, or null
 * when it will show no struck-through price ({@link plannedReferenceOutcome}).
 */
export function plannedReferencePrice(
  history: readonly PricePoint[],
  planned: PlannedPrice,
  onSale: readonly OnSalePeriod[],
): Cents | null {
  return plannedReferenceOutcome(history, planned, onSale).reference
}
