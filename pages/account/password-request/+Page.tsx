import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Forgotten password</Trans>} message={<Trans>Password recovery opens together with customer accounts.</Trans>} />
}
