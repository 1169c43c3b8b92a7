import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Sign in to check out</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Your cart is empty: add products before you sign in to check out.</Trans>
      </EmptyState>
    </>
  )
}
