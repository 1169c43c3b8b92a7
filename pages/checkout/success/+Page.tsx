import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Thank you for your order</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>No recent order was found for this visit.</Trans>
      </EmptyState>
    </>
  )
}
