import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Newsletter subscription</Trans>} message={<Trans>You are not subscribed to the newsletter.</Trans>} />
}
