import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Create an account</Trans>} message={<Trans>Customer accounts are not open yet.</Trans>} />
}
