import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

/** The search page without a query: the header's search box is the way in. */
export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Search</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Type what you are looking for in the search box at the top of the page.</Trans>
      </EmptyState>
    </>
  )
}
