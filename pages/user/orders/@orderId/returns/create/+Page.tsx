import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Return products</Trans>} message={<Trans>This order has no products that can be returned.</Trans>} />
}
