import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Newsletter</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Newsletter subscriptions are not open yet.</Trans>
      </EmptyState>
    </>
  )
}
