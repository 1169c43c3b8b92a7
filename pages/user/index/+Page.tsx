import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>My account</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Your account has no activity yet.</Trans>
      </EmptyState>
    </>
  )
}
