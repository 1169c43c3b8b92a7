import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Contact us</Trans>} message={<Trans>Our customer service answers by phone and e-mail from Monday to Friday.</Trans>} />
}
