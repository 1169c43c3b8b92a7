import type { Cents } from './money.ts'
import { lowestPriorPrice, type PricePoint } from './lowestPriorPrice.ts'

/** A price change not made yet: from `validFrom` on, the product will sell at `price`. */
export interface PlannedPrice {
  validFrom: Date
  price: Cents
}

/**
 * The reference price the storefront will show once a planned change has taken effect (the
 * back office's preview of a reduction): {@link lowestPriorPrice} over the history known before
 * the change plus the change itself, so the preview and the storefront follow one rule. Null
 * when the storefront will show no struck-through price.
 *
 * @param history the product's recorded price history, in any order
 * @param planned the change the merchandiser is about to schedule
 */
export function plannedReferencePrice(history: readonly PricePoint[], planned: PlannedPrice): Cents | null {
  // Rows recorded at or after the planned instant would not precede it (an earlier plan's end, say).
  const before = history.filter((row) => row.validFrom.getTime() < planned.validFrom.getTime())
  return lowestPriorPrice([...before, planned], planned.price)
}
