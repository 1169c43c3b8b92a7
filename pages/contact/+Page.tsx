import { Trans } from '@lingui/react/macro'
import { PageHeading } from '../../components/layout/PageHeading.tsx'
import { EmptyState } from '../../components/layout/EmptyState.tsx'

export default function Page() {
  return (
    <>
      <PageHeading>
        <Trans>Contact us</Trans>
      </PageHeading>
      <EmptyState>
        <Trans>Our customer service answers by phone and e-mail from Monday to Friday.</Trans>
      </EmptyState>
    </>
  )
}
