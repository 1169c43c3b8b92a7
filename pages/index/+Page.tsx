import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Slippers, socks and clothing for the whole family</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Discover warm slippers, soft socks and comfortable clothing for men, women and kids.</Trans>
      </EmptyState>
    </>
  )
}
