import { Trans, useLingui } from '@lingui/react/macro'
import { pager } from './admin.styles.ts'

/**
 * Links to the previous and next page of a list, with where the list stands. With `totalCapped`
 * (more match than `totalCount`, which stopped counting), the number of pages is not known and a
 * next page always is.
 */
export function Pager({
  page,
  pageSize,
  totalCount,
  totalCapped = false,
  hrefOf,
}: {
  page: number
  pageSize: number
  totalCount: number
  totalCapped?: boolean
  hrefOf: (page: number) => string
}) {
  const { t } = useLingui()
  const pages = Math.max(Math.ceil(totalCount / pageSize), 1)
  if (pages === 1 && !totalCapped) return null
  return (
    <nav className={pager} aria-label={t`Pages of the list`}>
      {page > 1 ? (
        <a href={hrefOf(page - 1)} rel="prev">
          <Trans>Previous page</Trans>
        </a>
      ) : null}
      <span>
        {totalCapped ? (
          <Trans>Page {page}</Trans>
        ) : (
          <Trans>
            Page {page} of {pages}
          </Trans>
        )}
      </span>
      {totalCapped || page < pages ? (
        <a href={hrefOf(page + 1)} rel="next">
          <Trans>Next page</Trans>
        </a>
      ) : null}
    </nav>
  )
}
