import { GENDER_FILTER_NAME, genderLabel, type LabelLanguage } from '../../config/stores.ts'
import type { ListingFacet } from './facetTypes.ts'

/**
 * Label of a filter value in the store's language: the facet bucket's label (as the menu
 * writes it), else for the gender filter the store configuration's label (docs/storefront-rules.md#stores), else
 * the raw value.
 */
export function facetValueLabel(
  facets: readonly ListingFacet[],
  code: string,
  value: string,
  language: LabelLanguage,
): string {
  const bucketLabel = facets
    .find((facet) => facet.code === code)
    ?.buckets.find((bucket) => bucket.value === value)?.label
  if (bucketLabel) return bucketLabel
  return (code === GENDER_FILTER_NAME ? genderLabel(value, language) : undefined) ?? value
}
