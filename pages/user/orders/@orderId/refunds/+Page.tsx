import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Refunds</Trans>} message={<Trans>This order has no refunds.</Trans>} />
}
