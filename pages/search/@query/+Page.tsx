import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Search results</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>No products match your search.</Trans>
      </EmptyState>
    </>
  )
}
