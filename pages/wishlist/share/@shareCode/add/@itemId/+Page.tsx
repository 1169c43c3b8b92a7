import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Add a wishlist item to the cart</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>This wishlist item is no longer available.</Trans>
      </EmptyState>
    </>
  )
}
