import { css } from '@linaria/core'
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { storeHref, useShop } from '../shop/ShopContext.tsx'
import { colors, fontWeights } from '../theme/tokens.ts'
import type { ReviewSortParam } from './reviewListParams.ts'

const SORT_LABELS: Record<ReviewSortParam, MessageDescriptor> = {
  newest: msg`Newest`,
  highest: msg`Highest rating`,
  lowest: msg`Lowest rating`,
}

const linkList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.6rem;
  align-items: center;
  margin: 0 0 1.6rem;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.4rem;
    color: ${colors.brandPrimaryText};
  }
  [aria-current] {
    font-weight: ${fontWeights.bold};
    color: ${colors.textBlack};
  }
`

/** The orders reviews can be read in, as plain links (the page's own URL, so not the active-link style of `Link`) (they work without JavaScript); the current one is marked. */
export function ReviewSortLinks({
  current,
  href,
}: {
  current: ReviewSortParam
  href: (sort: ReviewSortParam) => string
}) {
  const { t, i18n } = useLingui()
  const { store } = useShop()
  const link = (path: string) => storeHref(store, path)
  return (
    <nav aria-label={t`Sort reviews`}>
      <ul className={linkList}>
        {(Object.keys(SORT_LABELS) as ReviewSortParam[]).map((sort) => (
          <li key={sort}>
            <a href={link(href(sort))} aria-current={sort === current ? 'true' : undefined} rel="nofollow">
              {i18n._(SORT_LABELS[sort])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Previous and next pages of reviews, with where the shopper is; nothing when there is one page. */
export function ReviewPager({
  page,
  totalPages,
  href,
}: {
  page: number
  totalPages: number
  href: (page: number) => string
}) {
  const { t } = useLingui()
  const { store } = useShop()
  const link = (path: string) => storeHref(store, path)
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t`Review pages`}>
      <ul className={linkList}>
        {page > 1 ? (
          <li>
            <a href={link(href(Math.min(page - 1, totalPages)))} rel="prev nofollow">
              {t`Previous reviews`}
            </a>
          </li>
        ) : null}
        <li>{t`Page ${Math.min(page, totalPages)} of ${totalPages}`}</li>
        {page < totalPages ? (
          <li>
            <a href={link(href(page + 1))} rel="next nofollow">
              {t`More reviews`}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
