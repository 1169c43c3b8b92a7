import { GENDER_FILTER_NAME, genderLabel, type LabelLanguage } from '../../config/stores.ts'
import type { ListingFacet } from './facetTypes.ts'

/**
 * Label of a filter value in the store's language: the gender filter's labels come from the
 * store configuration (spec §3), others from the facet bucket, else the raw value.
 */
export function facetValueLabel(
  facets: readonly ListingFacet[],
  code: string,
  value: string,
  language: LabelLanguage,
): string {
  if (code === GENDER_FILTER_NAME) {
    const label = genderLabel(value, language)
    if (label) return label
  }
  return (
    facets.find((facet) => facet.code === code)?.buckets.find((bucket) => bucket.value === value)?.label ??
    value
  )
}
