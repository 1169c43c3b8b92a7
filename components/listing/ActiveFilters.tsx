import { Trans, useLingui } from '@lingui/react/macro'
import { formatMoney } from '../price/formatMoney.ts'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import type { ListingFacet } from './facetTypes.ts'
import { facetValueLabel } from './facetValueLabel.ts'
import { listingHref, toggleFilter, withoutFilters, type ListingQuery } from './listingQuery.ts'
import { activeFilters, removeLink } from './facets.styles.ts'

/** The filters in force, each with a link that removes it, and one that removes them all. */
export function ActiveFilters({
  facets,
  query,
  path,
}: {
  facets: readonly ListingFacet[]
  query: ListingQuery
  path: string
}) {
  const { store } = useShop()
  const { t } = useLingui()
  const href = (next: ListingQuery) => storeHref(store, listingHref(path, next))
  const hasPrice = query.minPrice !== null || query.maxPrice !== null
  if (query.filters.length === 0 && !hasPrice) return null
  const lowest = query.minPrice !== null ? formatMoney(query.minPrice, store.currency, store.locale) : '…'
  const highest = query.maxPrice !== null ? formatMoney(query.maxPrice, store.currency, store.locale) : '…'
  return (
    <ul className={activeFilters} aria-label={t`Active filters`}>
      {query.filters.flatMap((filter) => {
        const facetLabel = facets.find((facet) => facet.code === filter.code)?.label ?? filter.code
        return filter.values.map((value) => {
          const valueLabel = facetValueLabel(facets, filter.code, value, store.language)
          return (
            <li key={`${filter.code}=${value}`}>
              <a
                className={removeLink}
                href={href(toggleFilter(query, filter.code, value))}
                rel="nofollow"
                aria-label={t`Remove filter ${facetLabel}: ${valueLabel}`}
              >
                {valueLabel} <span aria-hidden="true">×</span>
              </a>
            </li>
          )
        })
      })}
      {hasPrice ? (
        <li>
          <a
            className={removeLink}
            href={href({ ...query, page: 1, minPrice: null, maxPrice: null })}
            rel="nofollow"
            aria-label={t`Remove filter price: ${lowest} to ${highest}`}
          >
            {lowest} – {highest} <span aria-hidden="true">×</span>
          </a>
        </li>
      ) : null}
      <li>
        <a className={removeLink} href={href(withoutFilters(query))} rel="nofollow">
          <Trans>Remove all filters</Trans>
        </a>
      </li>
    </ul>
  )
}
