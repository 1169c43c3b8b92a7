import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Checkout</Trans>} message={<Trans>Your cart is empty: there is nothing to check out yet.</Trans>} />
}
