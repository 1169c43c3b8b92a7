import { css } from '@linaria/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from '../../../renderer/useData.ts'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'
import { Link } from '../../../components/links/Link.tsx'
import { ListingView } from '../../../components/listing/ListingView.tsx'
import type { SearchPageData } from './+data.ts'

const correctionNote = css`
  margin: -1.6rem 0 2.4rem;
`

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

/** The data layer's name of search results: one list whatever the words, the same in every store (reports compare them). */
const SEARCH_RESULTS_LIST = { id: 'search_results', name: 'Search results' }

/**
 * Search results: heading with the total, the corrected text when a typo was forgiven, then
 * the same listing as a category.
 */
export default function Page() {
  const { text, query, search, suggestions, path } = useData<SearchPageData>()
  const { t } = useLingui()
  const total = search.total
  const correctedQuery = search.correctedQuery
  return (
    <>
      <PageHeading>
        <Trans>
          Search results for “{text}” ({total})
        </Trans>
      </PageHeading>
      {correctedQuery ? (
        <p className={correctionNote} data-corrected-query>
          <Trans>
            Showing results for <strong>{correctedQuery}</strong>
          </Trans>
        </p>
      ) : null}
      <ListingView
        listing={search}
        query={query}
        path={path}
        defaultSortLabel={<Trans>Relevance</Trans>}
        dataLayerList={SEARCH_RESULTS_LIST}
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
