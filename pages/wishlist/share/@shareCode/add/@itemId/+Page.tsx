import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Add a wishlist item to the cart</Trans>} message={<Trans>This wishlist item is no longer available.</Trans>} />
}
