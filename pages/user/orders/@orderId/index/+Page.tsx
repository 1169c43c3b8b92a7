import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Order details</Trans>} message={<Trans>This order could not be found.</Trans>} />
}
