import { PickupPointOptions, PICKUP_LOCATION_FIELD } from './PickupPointOptions.tsx'
import { PickupSearchForm } from './PickupSearchForm.tsx'
import { PickupSearchStatus } from './PickupSearchStatus.tsx'
import type { PickupSearchResult } from './pickupLocationsQuery.ts'

/** Props of {@link PickupPointList}. */
export interface PickupPointListProps {
  /** The search the page ran on the server (`?pickupSearch=…`), or null before any. */
  result: PickupSearchResult | null
  selectedCode?: string | null
  /** Where the search is sent (GET); the current page when absent. */
  searchAction?: string
  /** Id of the form (e.g. checkout's) the `pickupLocationCode` radios belong to. */
  form?: string
}

/**
 * The pickup point choice without JavaScript: a search form that reloads the page with
 * `?pickupSearch=…` and the points found as `pickupLocationCode` radio buttons.
 * {@link PickupPointPicker} renders the same and adds the map and in-place search.
 */
export function PickupPointList({ result, selectedCode = null, searchAction, form }: PickupPointListProps) {
  return (
    <div>
      <PickupSearchForm term={result?.term ?? ''} action={searchAction} />
      <PickupSearchStatus result={result} />
      <PickupPointOptions
        points={result?.points ?? []}
        selectedCode={selectedCode}
        name={PICKUP_LOCATION_FIELD}
        form={form}
      />
    </div>
  )
}
