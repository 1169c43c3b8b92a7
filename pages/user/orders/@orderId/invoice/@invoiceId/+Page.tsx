import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Invoice</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>This invoice could not be found.</Trans>
      </EmptyState>
    </>
  )
}
