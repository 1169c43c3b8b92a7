import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Frequently asked questions</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>There are no questions in this section yet.</Trans>
      </EmptyState>
    </>
  )
}
