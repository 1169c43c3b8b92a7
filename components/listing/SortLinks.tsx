import type { ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { listingHref, type ListingQuery } from './listingQuery.ts'
import { sortLink, sortList, sortNav } from './listing.styles.ts'

/** Sort orders a shopper can pick; `sort` is the JSON of the listing request (docs/storefront-rules.md#listing-request). */
const SORT_OPTIONS = [
  { sort: '{"price":"asc"}', label: msg`Price: low to high` },
  { sort: '{"price":"desc"}', label: msg`Price: high to low` },
  { sort: '{"created_at":"desc"}', label: msg`Newest` },
  { sort: '{"name":"asc"}', label: msg`Name: A to Z` },
]

/** Sort choices as links (GET URLs); the current one is marked, and sorting goes back to page 1. */
export function SortLinks({
  query,
  path,
  defaultLabel,
}: {
  query: ListingQuery
  path: string
  defaultLabel: ReactNode
}) {
  const { store } = useShop()
  const { t, i18n } = useLingui()
  const known = SORT_OPTIONS.some((option) => option.sort === query.sort)
  const options: Array<{ sort: string | null; label: ReactNode }> = [
    { sort: null, label: defaultLabel },
    ...SORT_OPTIONS.map((option) => ({ sort: option.sort, label: i18n._(option.label) })),
  ]
  return (
    <nav className={sortNav} aria-label={t`Sort by`}>
      <span aria-hidden="true">{t`Sort by`}</span>
      <ul className={sortList}>
        {options.map((option) => {
          const current = option.sort === query.sort || (option.sort === null && !known)
          return (
            <li key={option.sort ?? 'default'}>
              <a
                className={sortLink}
                href={storeHref(store, listingHref(path, { ...query, page: 1, sort: option.sort }))}
                rel="nofollow"
                aria-current={current ? 'true' : undefined}
                data-sort={option.sort ?? ''}
              >
                {option.label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
