import { Trans } from '@lingui/react/macro'
import { StatusScreen } from './StatusScreen.tsx'

/** Offline screen (docs/storefront-rules.md#stand-alone-screens), served by the service worker when the network is down. */
export function OfflineScreen() {
  return (
    <StatusScreen title={<Trans>The shop cannot be reached because you are offline</Trans>}>
      <p>
        <Trans>Check your network connection and your access to the Internet, then reload the page.</Trans>
      </p>
    </StatusScreen>
  )
}
