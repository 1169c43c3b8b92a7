import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from '../../../renderer/usePageContext.tsx'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { ListingView } from '../../../components/listing/ListingView.tsx'
import type { SearchPageData } from './+data.ts'

const suggestionList = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.8rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 4.4rem;
    padding: 0 1.2rem;
  }
`

/** Search results: heading with the total, then the same listing as a category. */
export default function Page() {
  const { text, query, search, suggestions, path } = usePageContext().data as unknown as SearchPageData
  const { t } = useLingui()
  const total = search.total
  return (
    <>
      <PageHeading>
        <Trans>
          Search results for “{text}” ({total})
        </Trans>
      </PageHeading>
      <ListingView
        listing={search}
        query={query}
        path={path}
        defaultSortLabel={<Trans>Relevance</Trans>}
        empty={
          <EmptyState
            action={
              <nav aria-label={t`Suggested categories`}>
                <ul className={suggestionList}>
                  {suggestions.map((suggestion) => (
                    <li key={suggestion.path}>
                      <Link to={suggestion.path}>{suggestion.name}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            }
          >
            <Trans>
              No products match your search. Check the spelling, try a more general word, or browse our
              categories:
            </Trans>
          </EmptyState>
        }
      />
    </>
  )
}
