import { Trans } from '@lingui/react/macro'
import { StatusScreen } from './StatusScreen.tsx'

/** Maintenance screen (the page reloads itself every 5 s). */
export function MaintenanceScreen() {
  return (
    <StatusScreen title={<Trans>The shop is currently unavailable</Trans>}>
      <p>
        <Trans>We are carrying out maintenance on the shop.</Trans>
      </p>
      <p>
        <Trans>Please come back in half an hour or so.</Trans>
      </p>
      <p>
        <Trans>We apologise for the inconvenience and thank you for your understanding.</Trans>
      </p>
    </StatusScreen>
  )
}
