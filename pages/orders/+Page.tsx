import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Track an order</Trans>} message={<Trans>You have no orders yet.</Trans>} />
}
