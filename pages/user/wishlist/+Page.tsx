import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>My wishlist</Trans>} message={<Trans>Your wishlist is empty.</Trans>} />
}
