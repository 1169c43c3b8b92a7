/** A dynamic facet of a listing: code, label and value buckets with counts. */
export interface ListingFacet {
  code: string
  label: string
  buckets: ReadonlyArray<{ value: string; label: string; docCount: number }>
}

/** A bound of the listing's prices incl. tax (`min` or `max`). */
export interface PriceBound {
  name: string
  value: number
}
