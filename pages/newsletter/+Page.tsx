import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Newsletter</Trans>} message={<Trans>Newsletter subscriptions are not open yet.</Trans>} />
}
