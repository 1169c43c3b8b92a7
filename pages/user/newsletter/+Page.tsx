import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Newsletter subscription</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>You are not subscribed to the newsletter.</Trans>
      </EmptyState>
    </>
  )
}
