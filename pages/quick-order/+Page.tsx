import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Quick order</Trans>} message={<Trans>Your quick order list is empty.</Trans>} />
}
