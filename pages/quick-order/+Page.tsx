import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Quick order</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Your quick order list is empty.</Trans>
      </EmptyState>
    </>
  )
}
