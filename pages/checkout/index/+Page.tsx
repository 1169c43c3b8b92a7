import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Checkout</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Your cart is empty: there is nothing to check out yet.</Trans>
      </EmptyState>
    </>
  )
}
