import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Thank you for your order</Trans>} message={<Trans>No recent order was found for this visit.</Trans>} />
}
