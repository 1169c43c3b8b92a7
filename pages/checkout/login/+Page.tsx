import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Sign in to check out</Trans>} message={<Trans>Your cart is empty: add products before you sign in to check out.</Trans>} />
}
