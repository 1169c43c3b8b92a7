import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Shopping cart</Trans>} message={<Trans>Your cart is empty.</Trans>} />
}
