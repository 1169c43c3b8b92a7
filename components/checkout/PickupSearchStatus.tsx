import { Plural, Trans } from '@lingui/react/macro'
import type { PickupSearchResult } from './pickupLocationsQuery.ts'
import { status as statusClass } from './pickupPicker.styles.ts'

/**
 * What the search found, in a live region so screen readers hear the count after each search
 * (it is rendered empty first: a region must exist before its text changes to be announced).
 */
export function PickupSearchStatus({
  result,
  pending = false,
}: {
  result: PickupSearchResult | null
  pending?: boolean
}) {
  return (
    <p className={statusClass} role="status" aria-live="polite">
      {pending ? <Trans>Searching…</Trans> : result ? <StatusText result={result} /> : null}
    </p>
  )
}

function StatusText({ result }: { result: PickupSearchResult }) {
  if (result.status === 'PLACE_NOT_FOUND')
    return <Trans>We could not find that place. Try a postcode or the name of a town.</Trans>
  const place = result.origin?.label ?? ''
  if (result.status === 'NO_SEARCH') return null
  if (result.points.length === 0) return <Trans>There is no pickup point near {place}.</Trans>
  return (
    <Plural
      value={result.points.length}
      one={`# pickup point near ${place}`}
      other={`# pickup points near ${place}`}
    />
  )
}
