/** What says whether a product is new: the seed's flag, or the days staff chose (migration 0062). */
export interface ProductNewsColumns {
  is_new: boolean
  /** `YYYY-MM-DD`, inclusive; null: no bound on that side. */
  new_from: string | null
  new_to: string | null
}

/** The day (`YYYY-MM-DD`) an instant falls on in the shop's calendar (UTC, as the dates are stored). */
export function shopDayOf(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/**
 * Whether a product shows the "new" badge on `day` (`YYYY-MM-DD`): between its "new from" and
 * "new to" days (both included) when staff set either; else the seed's `is_new` flag.
 */
export function isProductNew(product: ProductNewsColumns, day: string): boolean {
  if (product.new_from === null && product.new_to === null) return product.is_new
  return (
    (product.new_from === null || product.new_from <= day) &&
    (product.new_to === null || day <= product.new_to)
  )
}
