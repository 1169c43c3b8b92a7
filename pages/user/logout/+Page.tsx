import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Log out</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>You are signed out.</Trans>
      </EmptyState>
    </>
  )
}
