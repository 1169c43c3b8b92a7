import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Forgotten password</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Password recovery opens together with customer accounts.</Trans>
      </EmptyState>
    </>
  )
}
