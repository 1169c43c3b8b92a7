import { Trans } from '@lingui/react/macro'
import { EmptyStatePage } from '../../../components/layout/EmptyStatePage.tsx'

export default function Page() {
  return <EmptyStatePage heading={<Trans>Reset your password</Trans>} message={<Trans>This password reset link is not valid or has expired.</Trans>} />
}
