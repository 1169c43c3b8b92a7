import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Shared wishlist</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>This shared wishlist is empty or no longer shared.</Trans>
      </EmptyState>
    </>
  )
}
