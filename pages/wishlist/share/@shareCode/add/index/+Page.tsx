import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Add a shared wishlist to the cart</Trans>} message={<Trans>This shared wishlist is empty or no longer shared.</Trans>} />
}
