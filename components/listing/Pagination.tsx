import { Trans, useLingui } from '@lingui/react/macro'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { listingHref, type ListingQuery } from './listingQuery.ts'
import { pageLink, pageList, pagination, pageSizes } from './listing.styles.ts'

/** Page numbers to show: the first, the last and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = []
  for (let candidate = 1; candidate <= pageCount; candidate += 1) {
    if (candidate === 1 || candidate === pageCount || Math.abs(candidate - page) <= 2) pages.push(candidate)
    else if (pages.at(-1) !== 'gap') pages.push('gap')
  }
  return pages
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number
  pageCount: number
  pageLength: number
  availablePageSizes: readonly number[]
  query: ListingQuery
  path: string
}

/** Previous/next and numbered page links, and the choice of products per page (30 or 60). */
export function Pagination({
  page,
  pageCount,
  pageLength,
  availablePageSizes,
  query,
  path,
}: PaginationProps) {
  const { store } = useShop()
  const { t } = useLingui()
  const href = (next: ListingQuery) => storeHref(store, listingHref(path, next))
  const defaultSize = availablePageSizes[0]
  return (
    <div className={pagination}>
      {pageCount > 1 ? (
        <nav aria-label={t`Pagination`}>
          <ul className={pageList}>
            {page > 1 ? (
              <li>
                <a className={pageLink} href={href({ ...query, page: page - 1 })} rel="prev">
                  <Trans>Previous page</Trans>
                </a>
              </li>
            ) : null}
            {visiblePages(page, pageCount).map((candidate, index) =>
              candidate === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={candidate}>
                  <a
                    className={pageLink}
                    href={href({ ...query, page: candidate })}
                    aria-current={candidate === page ? 'page' : undefined}
                    aria-label={t`Page ${candidate}`}
                  >
                    {candidate}
                  </a>
                </li>
              ),
            )}
            {page < pageCount ? (
              <li>
                <a className={pageLink} href={href({ ...query, page: page + 1 })} rel="next">
                  <Trans>Next page</Trans>
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      {availablePageSizes.length > 1 ? (
        <nav className={pageSizes} aria-label={t`Products per page`}>
          <span aria-hidden="true">{t`Products per page`}</span>
          <ul className={pageList}>
            {availablePageSizes.map((size) => (
              <li key={size}>
                <a
                  className={pageLink}
                  href={href({ ...query, page: 1, pageLength: size === defaultSize ? null : size })}
                  rel="nofollow"
                  aria-current={size === pageLength ? 'true' : undefined}
                >
                  {size}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
