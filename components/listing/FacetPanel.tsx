import { Trans } from '@lingui/react/macro'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import type { ListingFacet, PriceBound } from './facetTypes.ts'
import { facetValueLabel } from './facetValueLabel.ts'
import { isSelected, listingHref, toggleFilter, type ListingQuery } from './listingQuery.ts'
import { PriceRangeForm } from './PriceRangeForm.tsx'
import { visuallyHidden } from './visuallyHidden.ts'
import {
  bucketCount,
  bucketLink,
  checkMark,
  facetGroup,
  facetList,
  filtersToggle,
  panel,
  panelHeading,
} from './facets.styles.ts'

/**
 * The filters of a listing: one group per dynamic facet whose values are links that add or
 * remove the value (GET URLs, no JavaScript needed), then the price range form.
 */
export function FacetPanel({
  facets,
  priceRange,
  query,
  path,
}: {
  facets: readonly ListingFacet[]
  priceRange: readonly PriceBound[]
  query: ListingQuery
  path: string
}) {
  const { store } = useShop()
  const activeCount =
    query.filters.reduce((count, filter) => count + filter.values.length, 0) +
    (query.minPrice !== null || query.maxPrice !== null ? 1 : 0)
  return (
    <aside className={panel} aria-labelledby="listing-filters">
      <h2 id="listing-filters" className={panelHeading}>
        <Trans>Filters</Trans>
      </h2>
      {/* Folded on phones so the products come first; always unfolded on desktops (CSS). */}
      <details className={filtersToggle}>
        <summary>
          {activeCount > 0 ? <Trans>Show filters ({activeCount} active)</Trans> : <Trans>Show filters</Trans>}
        </summary>
        <div className={panel}>
          {facets
            .filter((facet) => facet.buckets.length > 0)
            .map((facet) => {
              const active = query.filters.some((filter) => filter.code === facet.code)
              return (
                <details
                  key={facet.code}
                  className={facetGroup}
                  open={active || facet.code === 'genre' || undefined}
                >
                  <summary>{facet.label}</summary>
                  <ul className={facetList} aria-label={facet.label}>
                    {facet.buckets.map((bucket) => {
                      const selected = isSelected(query, facet.code, bucket.value)
                      const label = facetValueLabel(facets, facet.code, bucket.value, store.language)
                      return (
                        <li key={bucket.value}>
                          <a
                            className={bucketLink}
                            href={storeHref(
                              store,
                              listingHref(path, toggleFilter(query, facet.code, bucket.value)),
                            )}
                            rel="nofollow"
                            aria-current={selected ? 'true' : undefined}
                            data-facet={facet.code}
                            data-value={bucket.value}
                          >
                            <span className={checkMark} aria-hidden="true">
                              {selected ? '✓' : ''}
                            </span>
                            <span>{label}</span>
                            <span className={bucketCount}>({bucket.docCount})</span>
                            {selected ? (
                              <span className={visuallyHidden}>
                                <Trans>(selected)</Trans>
                              </span>
                            ) : null}
                          </a>
                        </li>
                      )
                    })}
                  </ul>
                </details>
              )
            })}
          <PriceRangeForm priceRange={priceRange} query={query} path={path} />
        </div>
      </details>
    </aside>
  )
}
