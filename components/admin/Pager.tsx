import { Trans, useLingui } from '@lingui/react/macro'
import { pager } from './admin.styles.ts'

/** Links to the previous and next page of a list, with where the list stands. */
export function Pager({
  page,
  pageSize,
  totalCount,
  hrefOf,
}: {
  page: number
  pageSize: number
  totalCount: number
  hrefOf: (page: number) => string
}) {
  const { t } = useLingui()
  const pages = Math.max(Math.ceil(totalCount / pageSize), 1)
  if (pages === 1) return null
  return (
    <nav className={pager} aria-label={t`Pages of the list`}>
      {page > 1 ? (
        <a href={hrefOf(page - 1)} rel="prev">
          <Trans>Previous page</Trans>
        </a>
      ) : null}
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages ? (
        <a href={hrefOf(page + 1)} rel="next">
          <Trans>Next page</Trans>
        </a>
      ) : null}
    </nav>
  )
}
