import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import { useShop } from '../shop/ShopContext.tsx'
import { browserShopClient } from '../../graphql/client/index.ts'
import type { MapTiles } from './mapTiles.ts'
import { PickupMap } from './PickupMap.tsx'
import { PickupPointOptions, PICKUP_LOCATION_FIELD } from './PickupPointOptions.tsx'
import { PickupSearchForm } from './PickupSearchForm.tsx'
import { PickupSearchStatus } from './PickupSearchStatus.tsx'
import {
  PickupLocationsSearch,
  toPickupSearchResult,
  type PickupPointOption,
  type PickupSearchResult,
} from './pickupLocationsQuery.ts'
import { picker } from './pickupPicker.styles.ts'

// False while rendering on the server and hydrating, true after: the enhanced form appears once React runs.
const subscribeToNothing = () => () => {}
const isInBrowser = () => true
const isOnServer = () => false

/** Props of {@link PickupPointPicker}. */
export interface PickupPointPickerProps {
  /** The search the server already ran (`?pickupSearch=…`), or null. */
  result?: PickupSearchResult | null
  selectedCode?: string | null
  /** The shop's tile server (`pageContext.mapTiles`); null draws country outlines offline. */
  tiles?: MapTiles | null
  /** Where the search goes without JavaScript; the current page when absent. */
  searchAction?: string
  /** Id of the form the choice belongs to, when the picker sits outside it (its search is a form of its own). */
  form?: string
  /** Called with the point chosen in the list or on the map (when used inside another island). */
  onSelect?: (point: PickupPointOption) => void
}

/**
 * Choosing a parcel pickup point: search by postcode or town, the points nearest first as
 * radio buttons, and a map whose markers follow the choice both ways. Server-rendered it is
 * {@link PickupPointList}'s plain form; hydrated it searches in place and submits the choice
 * in a hidden `pickupLocationCode` field.
 */
export function PickupPointPicker({
  result: initialResult = null,
  selectedCode: initialCode = null,
  tiles = null,
  searchAction,
  form,
  onSelect,
}: PickupPointPickerProps) {
  const { store } = useShop()
  const [result, setResult] = useState(initialResult)
  const [selectedCode, setSelectedCode] = useState(initialCode)
  const [pending, setPending] = useState(false)
  const hydrated = useSyncExternalStore(subscribeToNothing, isInBrowser, isOnServer)

  const points = useMemo(() => result?.points ?? [], [result])
  const select = useCallback(
    (code: string) => {
      setSelectedCode(code)
      const point = points.find((candidate) => candidate.pickup_location_code === code)
      if (point) onSelect?.(point)
    },
    [points, onSelect],
  )

  const search = async (term: string) => {
    setPending(true)
    const { client } = browserShopClient({ url: `${store.basePath}/graphql` })
    const answer = await client.query(PickupLocationsSearch, { searchTerm: term }).toPromise()
    setPending(false)
    setResult(
      answer.data
        ? toPickupSearchResult(term, answer.data)
        : { term, status: 'PLACE_NOT_FOUND', origin: null, points: [] },
    )
    setSelectedCode(null)
  }

  return (
    <div className={picker}>
      <div>
        <PickupSearchForm
          term={result?.term ?? ''}
          action={searchAction}
          onSearch={hydrated ? (term) => void search(term) : undefined}
        />
        <PickupSearchStatus result={result} pending={pending} />
        {/* Until hydrated the radios themselves are the form field, as in PickupPointList. */}
        <PickupPointOptions
          points={points}
          selectedCode={selectedCode}
          name={hydrated ? `${PICKUP_LOCATION_FIELD}-choice` : PICKUP_LOCATION_FIELD}
          form={form}
          onSelect={select}
        />
        {hydrated ? (
          <input type="hidden" name={PICKUP_LOCATION_FIELD} value={selectedCode ?? ''} form={form} />
        ) : null}
      </div>
      <PickupMap
        points={points}
        origin={result?.origin ?? null}
        selectedCode={selectedCode}
        tiles={tiles}
        onSelect={select}
      />
    </div>
  )
}
