import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Create an account</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Customer accounts are not open yet.</Trans>
      </EmptyState>
    </>
  )
}
