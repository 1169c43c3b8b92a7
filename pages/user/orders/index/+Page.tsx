import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>My orders</Trans>} message={<Trans>You have no orders yet.</Trans>} />
}
