import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Invoice</Trans>} message={<Trans>This invoice could not be found.</Trans>} />
}
