import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Reset your password</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>This password reset link is not valid or has expired.</Trans>
      </EmptyState>
    </>
  )
}
